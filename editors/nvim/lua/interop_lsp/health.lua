-- :checkhealth interop_lsp
local M = {}

-- vim.health (0.10+) or require('health') (0.7-0.9).
local function api()
  local h = vim.health
  if h and h.start then
    return { start = h.start, ok = h.ok, warn = h.warn, error = h.error, info = h.info }
  end
  local old = require('health')
  return { start = old.report_start, ok = old.report_ok, warn = old.report_warn,
    error = old.report_error, info = old.report_info }
end

function M.check()
  local h = api()
  local plugin = require('interop_lsp')
  h.start('interop_lsp')
  local v = vim.version()
  if v.major == 0 and v.minor < 7 then
    h.error(string.format('Neovim %d.%d is too old: 0.7 or newer is needed', v.major, v.minor))
  else
    h.ok(plugin.info()[1])
  end
  local lines = plugin.info()
  if lines[2] == 'setup() has not been called' then
    h.warn("setup() has not been called: add require('interop_lsp').setup({}) to your config"
      .. (vim.lsp.enable and " (or vim.lsp.enable('interop_lsp') on 0.11+)" or ''))
    return
  end
  local settings = plugin.settings()
  local cmd = (plugin.client_config(nil).cmd or {})[1]
  if cmd and vim.fn.executable(cmd) == 1 then
    local out = vim.fn.system({ cmd, '--version' })
    h.ok(string.format('%s is executable (%s)', cmd, (out:gsub('%s+$', ''))))
  else
    h.error(string.format("'%s' is not executable", tostring(cmd)),
      { 'build it: swift build -c release', "put .build/release/interop-lsp on PATH, or pass setup{ cmd = { '/full/path' } }" })
  end
  local known = { deploymentTarget = true, rules = true, swiftLanguageMode = true }
  for k, _ in pairs(settings) do
    if not known[k] then
      h.warn(string.format("unknown setting '%s' (the server reads deploymentTarget, rules, swiftLanguageMode)", k))
    end
  end
  local severities = { off = true, hint = true, information = true, warning = true, error = true }
  for id, sev in pairs(type(settings.rules) == 'table' and settings.rules or {}) do
    if not severities[sev] then
      h.warn(string.format("rules['%s'] = %s: use off, hint, information, warning or error", id, vim.inspect(sev)))
    end
  end
  for i = 3, #lines do h.info(lines[i]) end
end

return M
