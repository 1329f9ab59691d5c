-- nvim-e2e.lua: end-to-end test of interop-lsp inside a real Neovim, through
-- the plugin in editors/nvim (no hand-rolled client). Run by nvim-e2e.sh:
--   nvim --headless --clean -n -i NONE -u NONE --cmd 'set rtp^=<repo>/editors/nvim' -c 'luafile nvim-e2e.lua'
-- Inputs (set by nvim-e2e.sh): NVIM_E2E_WORKSPACE (a scratch copy of
-- editors/test/fixtures), NVIM_E2E_CMD (server executable or shell command),
-- NVIM_E2E_REPORT (result file), NVIM_E2E_CHECK, NVIM_E2E_*_TIMEOUT_MS,
-- NVIM_E2E_NATIVE=0 (on 0.11+, use the vim.lsp.start path instead of
-- vim.lsp.config/enable, to test the path 0.8-0.10 take).

------------------------------------------------------------------------------
-- Expectations (data). Tighten these as the server grows.
------------------------------------------------------------------------------

-- Files, relative to the workspace root (the directory holding Package.swift).
local FILE = 'Sources/NameForm/NameField.swift'
local OTHER_FILE = 'Sources/NameForm/Greeting.swift'
local NOT_SWIFT_FILE = 'notes.txt'

-- Passed to setup{ settings = ... }: the server receives them as
-- initializationOptions and in workspace/didChangeConfiguration. Turning
-- coordinator-delegate-unassigned off is part of the test: it would fire on
-- makeUIView in FILE, so its absence shows the settings reached the rules.
local SETTINGS = {
  deploymentTarget = 'iOS 16',
  swiftLanguageMode = 6,
  rules = { ['coordinator-delegate-unassigned'] = 'off' },
}

-- Which groups of checks are enforced. The 'attach' group (plugin loads,
-- client attaches once per root next to another client, publishDiagnostics
-- arrives with the document's version, didChange is answered, settings are
-- handed over, restart and shutdown work) is always enforced. The others run
-- anyway and report what they saw, but count as skipped until switched on
-- here or with NVIM_E2E_CHECK=diagnostics,hover,quickfix,editing (or "all").
local CHECK = { diagnostics = false, hover = false, quickfix = false, editing = false }

-- Checked against the analysis itself (InteropAnalyzer / HoverResolver on the
-- rules + hover branches, before they were wired into the server): with
-- SETTINGS it finds exactly delegate-set-in-update (information) on the line
-- below, the hover on the conformance is the ui-view-representable topic with
-- the live checklist, and the rule's fix gives expected/NameField.swift byte
-- for byte.
local EXPECT = {
  -- Exactly these diagnostics in FILE from interop-lsp, nothing else.
  -- A line is given by text it contains (never counted by hand); severity in
  -- the words of the rules setting (error, warning, information, hint).
  diagnostics = {
    { code = 'delegate-set-in-update', line_contains = 'uiView.delegate = context.coordinator',
      severity = 'information', source = 'interop-lsp' },
  },
  -- Hover at the start of `column_of` on the line containing `line_contains`;
  -- the rendered hover must contain every string in `contains`.
  hover = {
    line_contains = 'struct NameField: UIViewRepresentable',
    column_of = 'UIViewRepresentable',
    contains = { '**UIViewRepresentable**', 'makeUIView(context:)', 'Checklist for NameField' },
  },
  -- Code actions with the cursor on the diagnostic `code`; the first quickfix
  -- is applied through vim.lsp.buf.code_action (vim.ui.select picks it). The
  -- buffer must then equal `expected_file` and the diagnostic must be gone.
  quickfix = {
    code = 'delegate-set-in-update',
    line_contains = 'uiView.delegate = context.coordinator',
    title_contains = nil,
    expected_file = 'expected/NameField.swift',
  },
}

------------------------------------------------------------------------------
-- Harness
------------------------------------------------------------------------------

local uv = vim.loop
local env = function(k, d)
  local v = os.getenv(k)
  if v == nil or v == '' then return d end
  return v
end

local WS = assert(env('NVIM_E2E_WORKSPACE'), 'NVIM_E2E_WORKSPACE not set')
local CMD = assert(env('NVIM_E2E_CMD'), 'NVIM_E2E_CMD not set')
local REPORT = assert(env('NVIM_E2E_REPORT'), 'NVIM_E2E_REPORT not set')
local INIT_MS = tonumber(env('NVIM_E2E_INIT_TIMEOUT_MS', '20000'))
local DIAG_MS = tonumber(env('NVIM_E2E_DIAG_TIMEOUT_MS', '20000'))
local REQ_MS = tonumber(env('NVIM_E2E_REQUEST_TIMEOUT_MS', '10000'))
local HARD_MS = tonumber(env('NVIM_E2E_HARD_TIMEOUT_MS', '100000'))
local SETTLE_MS = tonumber(env('NVIM_E2E_SETTLE_MS', '300'))

-- Optional override (e.g. to run the same test on another file or server):
-- NVIM_E2E_EXPECT=path/to/file.lua returning any of
-- { FILE, OTHER_FILE, NOT_SWIFT_FILE, SETTINGS, CHECK, EXPECT }.
do
  local path = env('NVIM_E2E_EXPECT')
  if path then
    local o = dofile(path)
    FILE = o.FILE or FILE
    OTHER_FILE = o.OTHER_FILE or OTHER_FILE
    NOT_SWIFT_FILE = o.NOT_SWIFT_FILE or NOT_SWIFT_FILE
    SETTINGS = o.SETTINGS or SETTINGS
    if o.CHECK then for k, v in pairs(o.CHECK) do CHECK[k] = v end end
    if o.EXPECT then for k, v in pairs(o.EXPECT) do EXPECT[k] = v end end
  end
end

do
  local c = env('NVIM_E2E_CHECK', '')
  for word in c:gmatch('[%w_]+') do
    if word == 'all' then
      for k in pairs(CHECK) do CHECK[k] = true end
    elseif CHECK[word] ~= nil then
      CHECK[word] = true
    elseif word ~= 'attach' then
      error('NVIM_E2E_CHECK: unknown group ' .. word)
    end
  end
end

local lines, passed, failed, skipped = {}, 0, 0, 0
local finished = false

local function out(s) table.insert(lines, s) end

local function inspect1(v)
  return (vim.inspect(v):gsub('%s*\n%s*', ' '))
end

-- check(group, name, ok, detail): group nil or 'attach' is always enforced.
local function check(group, name, ok, detail)
  local enforced = group == nil or group == 'attach' or CHECK[group]
  local tag = group and group ~= 'attach' and ('[' .. group .. '] ') or ''
  if ok then
    if enforced then
      passed = passed + 1
      out('ok    ' .. tag .. name)
    else
      skipped = skipped + 1
      out('skip  ' .. tag .. name .. ' (would pass; group not enforced yet)')
    end
  else
    local d = detail and (': ' .. tostring(detail)) or ''
    if enforced then
      failed = failed + 1
      out('FAIL  ' .. tag .. name .. d)
    else
      skipped = skipped + 1
      out('skip  ' .. tag .. name .. ' (not enforced yet)' .. d)
    end
  end
  return ok
end

local function finish()
  if finished then return end
  finished = true
  -- Polite shutdown of whatever is still running, bounded.
  pcall(function()
    for _, c in ipairs(require('interop_lsp').clients()) do vim.lsp.stop_client(c.id, true) end
  end)
  out(string.format('%d passed, %d failed, %d skipped', passed, failed, skipped))
  local f = io.open(REPORT, 'w')
  if f then
    f:write(table.concat(lines, '\n') .. '\n')
    f:close()
  end
  if failed == 0 and passed > 0 then vim.cmd('qa!') else vim.cmd('cquit 1') end
end

vim.defer_fn(function()
  if not finished then
    failed = failed + 1
    out('FAIL  watchdog: the test did not finish within ' .. HARD_MS .. ' ms')
    finish()
  end
end, HARD_MS)

local function now_ms() return math.floor(uv.hrtime() / 1e6) end

local function read_file(path)
  local f = io.open(path, 'r')
  if not f then return nil end
  local s = f:read('*a')
  f:close()
  return s
end

local function buf_text(bufnr)
  local s = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
  if vim.bo[bufnr].eol then s = s .. '\n' end
  return s
end

-- 1-based line number of the first line containing `needle` (plain text).
local function find_line(bufnr, needle)
  for i, l in ipairs(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)) do
    if l:find(needle, 1, true) then return i, l end
  end
  return nil
end

local function first_diff(a, b)
  local la, lb = vim.split(a, '\n', { plain = true }), vim.split(b, '\n', { plain = true })
  for i = 1, math.max(#la, #lb) do
    if la[i] ~= lb[i] then
      return string.format('line %d: got %s, want %s', i, inspect1(la[i]), inspect1(lb[i]))
    end
  end
  return 'texts differ'
end

local function deep_equal(a, b)
  return vim.deep_equal(a, b)
end

-- Record every diagnostics delivery, wrapping the default handlers (as a user
-- customisation would): pushed (textDocument/publishDiagnostics, every
-- version) and pulled (the answer to textDocument/diagnostic, 0.10+; the
-- server may prefer pull when the client offers it). `version` is the
-- document version the diagnostics are for: the publish's own, or the
-- buffer version the pull request was sent for.
local publishes = {}
local default_publish = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  if result then
    table.insert(publishes, { t = now_ms(), kind = 'push', uri = result.uri, version = result.version,
      count = result.diagnostics and #result.diagnostics or 0, client_id = ctx and ctx.client_id })
  end
  return default_publish(err, result, ctx, config)
end
local default_pull = vim.lsp.handlers['textDocument/diagnostic']
if default_pull then
  vim.lsp.handlers['textDocument/diagnostic'] = function(err, result, ctx, config)
    local r = default_pull(err, result, ctx, config)
    if err == nil and type(result) == 'table' and ctx and ctx.params and ctx.params.textDocument then
      table.insert(publishes, { t = now_ms(), kind = 'pull:' .. tostring(result.kind),
        uri = ctx.params.textDocument.uri, version = ctx.version,
        count = type(result.items) == 'table' and #result.items or 0, client_id = ctx.client_id })
    end
    return r
  end
end

-- A tap on what the client sends (the editor's own rpc object, wrapped as it
-- is created): lets the test see the initialize params and the
-- didChangeConfiguration payloads as they go on the wire.
local sent = {}
do
  local rpc_start = vim.lsp.rpc.start
  vim.lsp.rpc.start = function(...)
    local rpc = rpc_start(...)
    if type(rpc) == 'table' and type(rpc.request) == 'function' and type(rpc.notify) == 'function' then
      local request, notify = rpc.request, rpc.notify
      rpc.request = function(method, params, ...)
        table.insert(sent, { method = method, params = vim.deepcopy(params) })
        return request(method, params, ...)
      end
      rpc.notify = function(method, params, ...)
        table.insert(sent, { method = method, params = vim.deepcopy(params) })
        return notify(method, params, ...)
      end
    end
    return rpc
  end
end

local function sent_of(method)
  local r = {}
  for _, m in ipairs(sent) do
    if m.method == method then table.insert(r, m.params) end
  end
  return r
end

-- Headless, nobody can answer a window/showMessageRequest (0.7 would block
-- in inputlist()): dismiss it as if Esc was pressed, and count it.
local message_requests = 0
vim.lsp.handlers['window/showMessageRequest'] = function()
  message_requests = message_requests + 1
  return vim.NIL
end

local function publishes_for(uri, client_id, since)
  local r = {}
  for _, p in ipairs(publishes) do
    if p.uri == uri and (client_id == nil or p.client_id == client_id) and p.t >= (since or 0) then
      table.insert(r, p)
    end
  end
  return r
end

-- Wait for a publish for uri (from client_id) after `since`; then let it settle.
local function wait_publish(uri, client_id, since, want_version)
  local got = vim.wait(DIAG_MS, function()
    local ps = publishes_for(uri, client_id, since)
    if #ps == 0 then return false end
    if want_version ~= nil and ps[#ps].version ~= want_version then return false end
    return now_ms() - ps[#ps].t >= SETTLE_MS
  end, 20)
  local ps = publishes_for(uri, client_id, since)
  return got, ps[#ps]
end

local function doc_version(bufnr)
  local v = vim.lsp.util.buf_versions[bufnr]
  if v == nil then v = vim.api.nvim_buf_get_changedtick(bufnr) end
  return v
end

-- vim.diagnostic severities in the words of the LSP and of the rules setting.
local SEVERITY_WORD = { ERROR = 'error', WARN = 'warning', INFO = 'information', HINT = 'hint' }

local function interop_diagnostics(bufnr, client_id)
  local all = vim.diagnostic.get(bufnr, { namespace = vim.lsp.diagnostic.get_namespace(client_id) })
  if default_pull then
    vim.list_extend(all, vim.diagnostic.get(bufnr, { namespace = vim.lsp.diagnostic.get_namespace(client_id, true) }))
  end
  local r = {}
  for _, d in ipairs(all) do
    table.insert(r, { code = d.code, line = d.lnum + 1, col = d.col + 1,
      severity = SEVERITY_WORD[vim.diagnostic.severity[d.severity]], source = d.source, message = d.message,
      lsp = d.user_data and d.user_data.lsp })
  end
  table.sort(r, function(a, b)
    if a.line ~= b.line then return a.line < b.line end
    return tostring(a.code) < tostring(b.code)
  end)
  return r
end

local function describe_diags(ds)
  local parts = {}
  for _, d in ipairs(ds) do
    table.insert(parts, string.format('%s@%d(%s)', tostring(d.code), d.line, tostring(d.severity)))
  end
  return '{' .. table.concat(parts, ', ') .. '}'
end

local function client_attached(bufnr, name)
  local r = {}
  local all = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr })
    or vim.tbl_values(vim.lsp.buf_get_clients(bufnr))
  for _, c in ipairs(all) do
    if name == nil or c.name == name then table.insert(r, c) end
  end
  return r
end

------------------------------------------------------------------------------
-- The test
------------------------------------------------------------------------------

local function main()
  local nv = vim.version()
  out(string.format('# Neovim %d.%d.%d, server: %s, enforced groups: attach%s', nv.major, nv.minor,
    nv.patch, CMD, (function()
      local s = ''
      for _, g in ipairs({ 'diagnostics', 'hover', 'quickfix', 'editing' }) do
        if CHECK[g] then s = s .. ',' .. g end
      end
      return s
    end)()))
  pcall(vim.lsp.set_log_level, 'warn')
  vim.cmd('filetype on')
  vim.o.hidden = true -- switch files while the edited buffer is unsaved

  -- Plugin ------------------------------------------------------------------
  vim.cmd('runtime! plugin/interop_lsp.lua')
  local okreq, plugin = pcall(require, 'interop_lsp')
  check(nil, 'plugin loads from the runtimepath (require("interop_lsp"))', okreq, plugin)
  if not okreq then return end
  check(nil, 'plugin defines :InteropLspRestart and :InteropLspInfo',
    vim.fn.exists(':InteropLspRestart') == 2 and vim.fn.exists(':InteropLspInfo') == 2)

  local cmd = vim.fn.executable(CMD) == 1 and { CMD } or { '/bin/sh', '-c', 'exec ' .. CMD }
  local oksetup, serr = pcall(plugin.setup, { cmd = cmd, settings = SETTINGS,
    native = env('NVIM_E2E_NATIVE', '1') ~= '0' })
  check(nil, 'setup{ cmd, settings } succeeds', oksetup, serr)
  if not oksetup then return end

  -- Open the interop file ----------------------------------------------------
  vim.cmd('edit ' .. vim.fn.fnameescape(WS .. '/' .. FILE))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  check(nil, 'the .swift file gets filetype swift', vim.bo[bufnr].filetype == 'swift', vim.bo[bufnr].filetype)

  local client
  local inited = vim.wait(INIT_MS, function()
    local cs = client_attached(bufnr, plugin.name)
    client = cs[1]
    return client ~= nil and client.initialized == true
  end, 20)
  check(nil, 'an interop_lsp client attaches to the buffer and initializes', inited,
    client and 'attached but initialize did not finish' or 'no client attached')
  if not inited then return end
  local client_id = client.id
  check(nil, 'client root is the directory holding Package.swift', client.config.root_dir == WS,
    client.config.root_dir)
  do
    local init = sent_of('initialize')[1]
    local opts = init and init.initializationOptions
    check(nil, 'initialize carries the settings as initializationOptions', deep_equal(opts, SETTINGS),
      inspect1(opts))
    local changes = sent_of('workspace/didChangeConfiguration')
    check(nil, 'after initialize, workspace/didChangeConfiguration carries the same settings',
      #changes >= 1 and deep_equal(changes[1].settings, SETTINGS), inspect1(changes))
  end
  do
    local answer = plugin.configuration_handler(nil, { items = {
      { section = 'interopLsp' }, {}, { section = 'interopLsp.rules' }, { section = 'rules' },
      { section = 'elsewhere' } } }, { client_id = client_id, method = 'workspace/configuration' }, {})
    local want = { SETTINGS, SETTINGS, SETTINGS.rules, SETTINGS.rules, vim.NIL }
    check(nil, 'workspace/configuration is answered per item from the settings',
      deep_equal(answer, want), inspect1(answer))
  end

  -- Diagnostics -------------------------------------------------------------
  local open_version = doc_version(bufnr)
  local got, last = wait_publish(uri, client_id, 0, nil)
  check(nil, 'diagnostics arrive for the opened file' .. (last and (' (' .. last.kind .. ')') or ''), got,
    'no publishDiagnostics (and no pull answer) within ' .. DIAG_MS .. ' ms')
  if got then
    check(nil, 'they are for the version the client opened the file with',
      last.version == open_version, string.format('got %s, want %s', tostring(last.version), open_version))
  end

  local diags = interop_diagnostics(bufnr, client_id)
  do
    local want = {}
    local resolved = true
    for _, e in ipairs(EXPECT.diagnostics) do
      local line = find_line(bufnr, e.line_contains)
      if not line then resolved = false end
      table.insert(want, { code = e.code, line = line or -1, severity = e.severity, source = e.source })
    end
    table.sort(want, function(a, b)
      if a.line ~= b.line then return a.line < b.line end
      return a.code < b.code
    end)
    local have = {}
    for _, d in ipairs(diags) do
      local w = nil
      for _, x in ipairs(want) do if x.code == d.code and x.line == d.line then w = x end end
      table.insert(have, { code = d.code, line = d.line,
        severity = (w and w.severity) and d.severity or nil, source = (w and w.source) and d.source or nil })
    end
    check('diagnostics', 'exact diagnostics (rule ids, lines, severity, source) ' .. describe_diags(want),
      resolved and deep_equal(have, want), 'got ' .. describe_diags(diags)
        .. (resolved and '' or ' (an expected line_contains was not found in the file)'))
  end

  -- Hover ---------------------------------------------------------------------
  do
    local e = EXPECT.hover
    local line, text = find_line(bufnr, e.line_contains)
    local col = text and text:find(e.column_of, 1, true)
    if not (line and col) then
      check('hover', 'hover position found in the file', false, 'no line contains ' .. e.line_contains)
    elseif not (client.server_capabilities or {}).hoverProvider then
      check('hover', 'the server advertises hoverProvider', false, 'it does not')
    else
      vim.api.nvim_win_set_cursor(0, { line, col - 1 })
      local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
      local res, rerr = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', params, REQ_MS)
      local r = res and res[client_id] or nil
      local rendered = ''
      if r and r.result and r.result.contents then
        rendered = table.concat(vim.lsp.util.convert_input_to_markdown_lines(r.result.contents), '\n')
      end
      local missing = {}
      for _, s in ipairs(e.contains) do
        if not rendered:find(s, 1, true) then table.insert(missing, s) end
      end
      check('hover', string.format('hover at %d:%d (%s) contains %s', line, col, e.column_of,
        table.concat(e.contains, ', ')),
        r ~= nil and r.err == nil and r.error == nil and #missing == 0,
        (res == nil and ('request failed: ' .. tostring(rerr)))
          or (r == nil and 'no answer from interop_lsp')
          or ((r.err or r.error) and ('error ' .. inspect1(r.err or r.error)))
          or ('missing ' .. table.concat(missing, ', ') .. ' in ' .. inspect1(rendered:sub(1, 200))))
    end
  end

  -- Quick fix -----------------------------------------------------------------
  local after_fix_version
  do
    local e = EXPECT.quickfix
    local line = find_line(bufnr, e.line_contains)
    local target
    for _, d in ipairs(diags) do
      if d.code == e.code and d.line == line then target = d end
    end
    local chosen, offered = nil, {}
    local original_select = vim.ui.select
    -- The user's choice: the first quickfix (for the expected rule, when the
    -- action names its diagnostics) in the menu vim.lsp.buf.code_action shows.
    vim.ui.select = function(items, _, on_choice)
      local pick
      for i, item in ipairs(items) do
        local action = item.action or item[2] or item
        table.insert(offered, string.format('%s [%s]', tostring(action.title), tostring(action.kind)))
        local kind_ok = type(action.kind) == 'string' and action.kind:match('^quickfix') ~= nil
        local title_ok = e.title_contains == nil or (tostring(action.title):find(e.title_contains, 1, true) ~= nil)
        local diag_ok = true
        if type(action.diagnostics) == 'table' and #action.diagnostics > 0 then
          diag_ok = false
          for _, d in ipairs(action.diagnostics) do if d.code == e.code then diag_ok = true end end
        end
        if pick == nil and kind_ok and title_ok and diag_ok then pick = i end
      end
      if pick then chosen = items[pick].action or items[pick][2] or items[pick] end
      on_choice(pick and items[pick] or nil, pick)
    end
    local before = buf_text(bufnr)
    local tick = vim.api.nvim_buf_get_changedtick(bufnr)
    local since = now_ms()
    if not (client.server_capabilities or {}).codeActionProvider then
      offered = { 'nothing: the server does not advertise codeActionProvider' }
    elseif line then
      local col0 = target and (target.col - 1) or 0
      vim.api.nvim_win_set_cursor(0, { line, col0 })
      pcall(vim.lsp.buf.code_action)
      vim.wait(REQ_MS, function()
        return chosen ~= nil and vim.api.nvim_buf_get_changedtick(bufnr) ~= tick
      end, 20)
    end
    vim.ui.select = original_select
    local after = buf_text(bufnr)
    local expected = read_file(WS .. '/' .. e.expected_file)
    check('quickfix', 'a quickfix for ' .. e.code .. ' is offered at its line', chosen ~= nil,
      'offered: ' .. (#offered > 0 and table.concat(offered, '; ') or 'nothing'))
    check('quickfix', 'applying it gives ' .. e.expected_file, expected ~= nil and after == expected,
      expected == nil and 'expected file missing'
        or (after == before and 'buffer unchanged' or first_diff(after, expected)))
    if after ~= before then
      after_fix_version = doc_version(bufnr)
      local got2, last2 = wait_publish(uri, client_id, since, after_fix_version)
      local still = {}
      for _, d in ipairs(interop_diagnostics(bufnr, client_id)) do
        if d.code == e.code then table.insert(still, d) end
      end
      check('quickfix', 'after the fix, diagnostics are republished for the new version and '
        .. e.code .. ' is gone', got2 and #still == 0,
        (not got2) and ('no publish for version ' .. tostring(after_fix_version)
          .. ' (last: ' .. inspect1(last2 and last2.version) .. ')') or describe_diags(still))
    else
      check('quickfix', 'after the fix, ' .. e.code .. ' is gone', false, 'no fix was applied')
    end
  end

  -- Editing help: code lens (run through vim.lsp.codelens), completion, inlay hints ---------------
  do
    local caps = client.server_capabilities or {}
    -- Code lens: Neovim's own refresh/get, then run, which sends workspace/executeCommand; the server
    -- answers with window/showMessage (caught here instead of the default handler).
    local lenses = {}
    if caps.codeLensProvider then
      pcall(vim.lsp.codelens.refresh)
      vim.wait(REQ_MS, function()
        lenses = vim.lsp.codelens.get(bufnr) or {}
        return #lenses > 0
      end, 20)
    end
    local lens = lenses[1]
    local title = lens and lens.command and lens.command.title or ''
    local decl_line = find_line(bufnr, 'struct NameField: UIViewRepresentable')
    check('editing', 'a code lens "Interop checklist n/m" sits on the representable\'s line',
      lens ~= nil and title:match('^Interop checklist %d+/%d+') ~= nil and decl_line ~= nil
        and lens.range.start.line == decl_line - 1,
      'lenses: ' .. inspect1(lenses))
    local shown = nil
    if lens then
      local original = vim.lsp.handlers['window/showMessage']
      vim.lsp.handlers['window/showMessage'] = function(_, result) shown = result and result.message end
      vim.api.nvim_win_set_cursor(0, { lens.range.start.line + 1, 0 })
      pcall(vim.lsp.codelens.run)
      vim.wait(REQ_MS, function() return shown ~= nil end, 20)
      vim.lsp.handlers['window/showMessage'] = original
    end
    check('editing', 'running the lens shows the checklist (workspace/executeCommand → window/showMessage)',
      shown ~= nil and shown:find('Checklist for NameField', 1, true) ~= nil, inspect1(shown))

    -- Completion at a new top-level line: the recipes.
    local last = vim.api.nvim_buf_line_count(bufnr)
    vim.api.nvim_buf_set_lines(bufnr, last, last, false, { 'WKWeb' })
    local res = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', {
      textDocument = { uri = uri }, position = { line = last, character = 5 } }, REQ_MS)
    local r = res and res[client_id] or nil
    local labels = {}
    local items = r and r.result and (r.result.items or r.result) or {}
    for _, item in ipairs(items) do table.insert(labels, item.label) end
    check('editing', 'completion at the top level offers "Wrap WKWebView for SwiftUI"',
      vim.tbl_contains(labels, 'Wrap WKWebView for SwiftUI'), inspect1(labels))
    vim.api.nvim_buf_set_lines(bufnr, last, last + 1, false, {})

    -- Inlay hints: shown by Neovim itself from 0.10 (vim.lsp.inlay_hint); older versions have no display, so
    -- only the request through Neovim's client is checked there.
    local make_line = find_line(bufnr, 'func makeUIView')
    local range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(bufnr), character = 0 } }
    local hres = vim.lsp.buf_request_sync(bufnr, 'textDocument/inlayHint', { textDocument = { uri = uri }, range = range }, REQ_MS)
    local hr = hres and hres[client_id] or nil
    local found = false
    for _, hint in ipairs(hr and hr.result or {}) do
      if hint.label == 'once per view identity' and make_line and hint.position.line == make_line - 1 then found = true end
    end
    check('editing', 'textDocument/inlayHint through Neovim\'s client: "once per view identity" on makeUIView',
      found, inspect1(hr))
    if vim.lsp.inlay_hint and vim.lsp.inlay_hint.get then
      pcall(vim.lsp.inlay_hint.enable, true, { bufnr = bufnr })
      local shown_hints = {}
      vim.wait(REQ_MS, function()
        local ok, got = pcall(vim.lsp.inlay_hint.get, { bufnr = bufnr })
        shown_hints = ok and got or {}
        return #shown_hints > 0
      end, 20)
      local labels2 = {}
      for _, h in ipairs(shown_hints) do table.insert(labels2, h.inlay_hint and h.inlay_hint.label) end
      check('editing', 'Neovim shows the inlay hints (vim.lsp.inlay_hint)', vim.tbl_contains(labels2, 'once per view identity'),
        inspect1(labels2))
    else
      skipped = skipped + 1
      out('skip  [editing] Neovim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor)
        .. ' has no inlay hint display (vim.lsp.inlay_hint is 0.10+)')
    end
  end

  -- didChange: an edit is sent and diagnosed for the new version -------------
  do
    local since = now_ms()
    vim.api.nvim_buf_set_lines(bufnr, -1, -1, false, { '// edited by the editor test' })
    local v = doc_version(bufnr)
    local got3, last3 = wait_publish(uri, client_id, since, v)
    check(nil, 'an edit (didChange) gets diagnostics for the new version ' .. v
      .. (last3 and (' (' .. last3.kind .. ')') or ''),
      got3, 'last diagnostics version: ' .. inspect1(last3 and last3.version))
  end

  -- One client per root, next to another server ------------------------------
  do
    vim.cmd('edit ' .. vim.fn.fnameescape(WS .. '/' .. OTHER_FILE))
    local other = vim.api.nvim_get_current_buf()
    vim.wait(INIT_MS, function() return #client_attached(other, plugin.name) > 0 end, 20)
    local cs = client_attached(other, plugin.name)
    check(nil, 'a second .swift file of the same root reuses the same client',
      #cs == 1 and cs[1].id == client_id, inspect1(vim.tbl_map(function(c) return c.id end, cs)))

    -- A stand-in for sourcekit-lsp: another client on the same buffer, under
    -- its own name (started the way lspconfig starts one on 0.7).
    local other_id = vim.lsp.start_client({ name = 'sourcekit_standin', cmd = cmd, root_dir = WS,
      handlers = { ['textDocument/publishDiagnostics'] = function() end } })
    if other_id then vim.lsp.buf_attach_client(other, other_id) end
    vim.wait(INIT_MS, function()
      local c = other_id and vim.lsp.get_client_by_id(other_id)
      return c ~= nil and c.initialized == true
    end, 20)
    local names = {}
    for _, c in ipairs(client_attached(other, nil)) do table.insert(names, c.name) end
    table.sort(names)
    check(nil, 'interop_lsp and another Swift server are attached to the same buffer side by side',
      deep_equal(names, { 'interop_lsp', 'sourcekit_standin' }), inspect1(names))
    check(nil, 'still exactly one interop_lsp client', #plugin.clients() == 1, #plugin.clients())
    if other_id then vim.lsp.stop_client(other_id, true) end

    vim.cmd('edit ' .. vim.fn.fnameescape(WS .. '/' .. NOT_SWIFT_FILE))
    local txt = vim.api.nvim_get_current_buf()
    vim.wait(300, function() return false end, 50)
    check(nil, 'a non-Swift buffer gets no interop_lsp client', #client_attached(txt, plugin.name) == 0)
  end

  -- Settings change, restart, shutdown ---------------------------------------
  do
    local changed = vim.deepcopy(SETTINGS)
    changed.deploymentTarget = 'iOS 17'
    local n0 = #sent_of('workspace/didChangeConfiguration')
    local ok = pcall(plugin.set_settings, changed)
    local changes = sent_of('workspace/didChangeConfiguration')
    check(nil, 'set_settings sends workspace/didChangeConfiguration with the new settings',
      ok and #changes == n0 + 1 and deep_equal(changes[#changes].settings, changed)
        and not vim.lsp.client_is_stopped(client_id), inspect1(changes[#changes]))
    local back = pcall(plugin.set_settings, SETTINGS)

    vim.cmd('InteropLspRestart')
    local new_client
    local restarted = vim.wait(INIT_MS, function()
      local cs = client_attached(bufnr, plugin.name)
      new_client = cs[1]
      return new_client ~= nil and new_client.id ~= client_id and new_client.initialized == true
    end, 20)
    check(nil, ':InteropLspRestart stops the client and attaches a new one', back and restarted
      and vim.lsp.client_is_stopped(client_id), new_client and new_client.id)

    local ids = {}
    for _, c in ipairs(plugin.clients()) do
      table.insert(ids, c.id)
      vim.lsp.stop_client(c.id)
    end
    local stopped = vim.wait(5000, function()
      for _, id in ipairs(ids) do
        if not vim.lsp.client_is_stopped(id) then return false end
      end
      return true
    end, 20)
    check(nil, 'the server shuts down on shutdown/exit within 5 s', stopped and #ids > 0, inspect1(ids))
  end
end

local ok, err = xpcall(main, debug.traceback)
if not ok then
  failed = failed + 1
  out('FAIL  Lua error in the test: ' .. tostring(err))
end
finish()
