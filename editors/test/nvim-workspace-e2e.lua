-- nvim-workspace-e2e.lua: the workspace (issue 16) inside a real, headless Neovim through the plugin in
-- editors/nvim. Run by nvim-workspace-e2e.sh, which makes NVIM_E2E_WORKSPACE a scratch folder; this file
-- writes the fixture (our own code) into it:
--   Package.swift                      the root marker: the plugin's client gets this folder as its root
--   Sources/Field/Field.swift          a representable using context.coordinator, no makeCoordinator()
--   Sources/Field/Field+Extras.swift   an extension of it, without makeCoordinator() (fixed by the test)
--   Sources/Map/MapView.swift          a representable whose Coordinator is in the next file
--   Sources/Map/MapView+Coordinator.swift
-- Checks: the scan reports $/progress begin and end; Field.swift (open) gets coordinator-without-make only
-- because no file of the workspace has its makeCoordinator(); go-to-definition on `context.coordinator` in
-- MapView.swift jumps to the Coordinator's name in MapView+Coordinator.swift (not open before); editing
-- Field+Extras.swift in the editor to add makeCoordinator() makes the diagnostic in Field.swift go.

local uv = vim.loop
local WS = assert(os.getenv('NVIM_E2E_WORKSPACE'))
local CMD = assert(os.getenv('NVIM_E2E_CMD'))
local REPORT = assert(os.getenv('NVIM_E2E_REPORT'))
local WAIT_MS = tonumber(os.getenv('NVIM_E2E_DIAG_TIMEOUT_MS') or '20000')
local HARD_MS = tonumber(os.getenv('NVIM_E2E_HARD_TIMEOUT_MS') or '100000')

local FILES = {
  ['Package.swift'] = '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Field")\n',
  ['Sources/Field/Field.swift'] = [[
import SwiftUI
import UIKit

struct Field: UIViewRepresentable {
  var text: String
  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }
  func updateUIView(_ uiView: UITextField, context: Context) {}
}
]],
  ['Sources/Field/Field+Extras.swift'] = [[
extension Field {
  final class Coordinator: NSObject, UITextFieldDelegate {}
}
]],
  ['Sources/Map/MapView.swift'] = [[
import MapKit
import SwiftUI

struct MapView: UIViewRepresentable {
  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    return map
  }
  func updateUIView(_ uiView: MKMapView, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(self) }
}
]],
  ['Sources/Map/MapView+Coordinator.swift'] = [[
import MapKit

extension MapView {
  final class Coordinator: NSObject, MKMapViewDelegate {
    let parent: MapView
    init(_ parent: MapView) { self.parent = parent }
  }
}
]],
}

local lines, passed, failed, finished = {}, 0, 0, false
local function out(s) table.insert(lines, s) end
local function check(name, ok, detail)
  if ok then
    passed = passed + 1
    out('ok    ' .. name)
  else
    failed = failed + 1
    out('FAIL  ' .. name .. (detail and (': ' .. tostring(detail)) or ''))
  end
  return ok
end

local function finish()
  if finished then return end
  finished = true
  pcall(function()
    for _, c in ipairs(require('interop_lsp').clients()) do vim.lsp.stop_client(c.id, true) end
  end)
  out(string.format('%d passed, %d failed', passed, failed))
  local f = io.open(REPORT, 'w')
  if f then f:write(table.concat(lines, '\n') .. '\n'); f:close() end
  if failed == 0 and passed > 0 then vim.cmd('qa!') else vim.cmd('cquit 1') end
end

vim.defer_fn(function()
  if not finished then check('watchdog: finished within ' .. HARD_MS .. ' ms', false); finish() end
end, HARD_MS)

for name, text in pairs(FILES) do
  local path = WS .. '/' .. name
  vim.fn.mkdir(vim.fn.fnamemodify(path, ':h'), 'p')
  local f = assert(io.open(path, 'w'))
  f:write(text)
  f:close()
end

-- Progress as the client sees it (the default handler, wrapped).
local progress = {}
local default_progress = vim.lsp.handlers['$/progress']
vim.lsp.handlers['$/progress'] = function(err, result, ctx, config)
  if result and result.value then table.insert(progress, result.value.kind) end
  if default_progress then return default_progress(err, result, ctx, config) end
end

local function codes(bufnr)
  local r = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'interop-lsp' then table.insert(r, tostring(d.code) .. '@' .. (d.lnum + 1)) end
  end
  table.sort(r)
  return table.concat(r, ',')
end

local function line_of(bufnr, needle)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    local col = l:find(needle, 1, true)
    if col then return i, col end
  end
  return nil
end

local function run()
  local plugin = require('interop_lsp')
  local cmd = vim.split(CMD, ' ', { trimempty = true })
  local ok, err = pcall(plugin.setup, { cmd = cmd })
  if not check('setup{ cmd } succeeds', ok, err) then return finish() end

  vim.cmd('edit ' .. vim.fn.fnameescape(WS .. '/Sources/Field/Field.swift'))
  local field = vim.api.nvim_get_current_buf()
  local use_line = line_of(field, 'field.delegate = context.coordinator')
  local want = 'coordinator-without-make@' .. tostring(use_line)
  local got = vim.wait(WAIT_MS, function() return codes(field) == want end, 20)
  check('Field.swift shows the cross-file coordinator-without-make once the scan is done', got, codes(field))
  local ended = vim.wait(WAIT_MS, function() return vim.tbl_contains(progress, 'end') end, 20)
  check('the scan reported $/progress begin ... end', ended and progress[1] == 'begin', table.concat(progress, ' '))

  vim.cmd('edit ' .. vim.fn.fnameescape(WS .. '/Sources/Map/MapView.swift'))
  local map = vim.api.nvim_get_current_buf()
  vim.wait(WAIT_MS, function() return #vim.lsp.get_active_clients({ bufnr = map }) > 0 or #vim.lsp.buf_get_clients(map) > 0 end, 20)
  local l, c = line_of(map, 'context.coordinator')
  vim.api.nvim_win_set_cursor(0, { l, c + #'context.' + 2 })
  vim.lsp.buf.definition()
  local target = WS .. '/Sources/Map/MapView+Coordinator.swift'
  local jumped = vim.wait(WAIT_MS, function() return vim.api.nvim_buf_get_name(0) == target end, 20)
  local cursor = vim.api.nvim_win_get_cursor(0)
  local want_line, want_col = line_of(vim.api.nvim_get_current_buf(), 'class Coordinator')
  check('go-to-definition on context.coordinator jumps to the Coordinator in the other file',
    jumped and cursor[1] == want_line and cursor[2] + 1 == want_col + #'class ',
    vim.api.nvim_buf_get_name(0) .. ' ' .. vim.inspect(cursor))

  vim.cmd('edit ' .. vim.fn.fnameescape(WS .. '/Sources/Field/Field+Extras.swift'))
  local extras = vim.api.nvim_get_current_buf()
  vim.wait(WAIT_MS, function() return #vim.lsp.buf_get_clients(extras) > 0 end, 20)
  vim.api.nvim_buf_set_lines(extras, 1, 1, false, { '  func makeCoordinator() -> Coordinator { Coordinator() }' })
  local gone = vim.wait(WAIT_MS, function() return codes(field) == '' end, 20)
  check('adding makeCoordinator() in Field+Extras.swift (unsaved) clears the diagnostic in Field.swift', gone, codes(field))
  finish()
end

vim.schedule(function()
  local ok, err = pcall(run)
  if not ok then check('the test ran without a Lua error', false, err); finish() end
end)
