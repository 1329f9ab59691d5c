-- interop_lsp: Neovim client for interop-lsp, the language server for
-- SwiftUI <-> UIKit interop code.
--
--   require('interop_lsp').setup({
--     cmd = { 'interop-lsp' },            -- the server, LSP over stdio
--     filetypes = { 'swift' },
--     settings = {                        -- the server's configuration keys
--       deploymentTarget = 'iOS 16',
--       rules = { ['native-alternative'] = 'off' },
--       swiftLanguageMode = 6,
--     },
--   })
--
-- Works on Neovim 0.7 through 0.11+. The way the client is started depends on
-- what the running Neovim offers:
--   0.11+      vim.lsp.config('interop_lsp', ...) + vim.lsp.enable('interop_lsp')
--   0.8-0.10   a FileType autocmd calling vim.lsp.start() (one client per root)
--   0.7        a FileType autocmd calling vim.lsp.start_client() once per root
--              and vim.lsp.buf_attach_client() for every buffer
-- The client is named "interop_lsp", so it runs next to sourcekit-lsp (or any
-- other Swift server) on the same buffer; neither replaces the other.
--
-- Settings reach the server three ways, all with the same flat shape
-- { deploymentTarget, rules, swiftLanguageMode }: as initializationOptions, in
-- workspace/didChangeConfiguration (after initialize and on set_settings()),
-- and as the answer to workspace/configuration requests.

local M = {}

M.name = 'interop_lsp'

-- Nearest directory upwards that holds one of these is the workspace root.
-- Entries ending in '/*.ext' match any file with that extension.
M.default_root_markers = {
  '.interop-lsp.json',
  'Package.swift',
  '*.xcodeproj',
  '*.xcworkspace',
  'buildServer.json',
  '.git',
}

local defaults = {
  cmd = { 'interop-lsp' },
  filetypes = { 'swift' },
  root_markers = M.default_root_markers,
  settings = {},
  on_attach = nil,
  capabilities = nil,
  handlers = nil,
  cmd_env = nil,
  -- Use vim.lsp.config/vim.lsp.enable when the running Neovim has them (0.11+).
  -- Set to false to use the FileType autocmd on 0.11 as well.
  native = true,
  -- Start the client automatically on matching buffers.
  autostart = true,
}

local state = {
  config = nil,        -- the merged options from setup()
  augroup = nil,
  clients_by_root = {}, -- 0.7 path: root dir -> client id
  warned = {},
}

local uv = vim.loop

-- Helpers -------------------------------------------------------------------

local function notify(msg, level)
  vim.notify('[interop_lsp] ' .. msg, level or vim.log.levels.INFO)
end

local function warn_once(key, msg)
  if state.warned[key] then return end
  state.warned[key] = true
  notify(msg, vim.log.levels.WARN)
end

local function is_list_of_strings(t)
  if type(t) ~= 'table' then return false end
  for _, v in ipairs(t) do
    if type(v) ~= 'string' then return false end
  end
  return #t > 0
end

-- An empty Lua table would go out as a JSON array; the server expects objects.
local function as_object(t)
  if type(t) ~= 'table' or next(t) == nil then return vim.empty_dict() end
  return t
end

local function path_exists(p)
  return uv.fs_stat(p) ~= nil
end

local function dirname(p)
  local d = p:match('^(.*)/[^/]*$')
  if d == nil or d == '' then return '/' end
  return d
end

local function has_marker(dir, marker)
  if marker:sub(1, 2) == '*.' then
    -- glob on the directory; at most one level, never recursive
    local found = vim.fn.glob(dir .. '/' .. marker, true, true)
    return type(found) == 'table' and #found > 0
  end
  return path_exists(dir .. '/' .. marker)
end

--- The workspace root for a buffer: the nearest directory upwards from the
--- buffer's file that holds one of the root markers; else the file's directory.
function M.root_dir(bufnr, markers)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  markers = markers or (state.config and state.config.root_markers) or M.default_root_markers
  local name = vim.api.nvim_buf_get_name(bufnr)
  if name == '' then return uv.cwd() end
  local path = vim.fn.fnamemodify(name, ':p')
  local dir = dirname(path)
  local start = dir
  -- Bounded walk: a path has at most as many parents as it has slashes.
  local limit = 256
  while limit > 0 do
    limit = limit - 1
    for _, m in ipairs(markers) do
      if has_marker(dir, m) then return dir end
    end
    local parent = dirname(dir)
    if parent == dir then break end
    dir = parent
  end
  return start
end

-- workspace/configuration: answer every item, in order (the LSP requires one
-- result per item). A missing section, '', 'interopLsp' or 'interop-lsp' gets
-- the whole settings object; 'interopLsp.rules' (or 'rules') gets that key.
local function lookup(settings, section)
  if section == nil or section == vim.NIL or section == '' then return settings end
  local rest = section
  for _, prefix in ipairs({ 'interopLsp', 'interop-lsp', 'interop_lsp' }) do
    if rest == prefix then return settings end
    if rest:sub(1, #prefix + 1) == prefix .. '.' then
      rest = rest:sub(#prefix + 2)
      break
    end
  end
  local node = settings
  for part in rest:gmatch('[^.]+') do
    if type(node) ~= 'table' then return vim.NIL end
    node = node[part]
    if node == nil then return vim.NIL end
  end
  return node
end

-- The settings a client was started with (0.11 keeps them in client.settings,
-- earlier versions in client.config.settings), else those given to setup().
local function settings_for(client_id)
  local client = client_id and vim.lsp.get_client_by_id(client_id)
  if client then
    if type(client.settings) == 'table' then return client.settings end
    if client.config and type(client.config.settings) == 'table' then return client.config.settings end
  end
  return state.config and state.config.settings or {}
end

function M.configuration_handler(_, params, ctx, _)
  local settings = as_object(settings_for(ctx and ctx.client_id))
  local out = {}
  local items = (type(params) == 'table' and type(params.items) == 'table') and params.items or {}
  for i, item in ipairs(items) do
    out[i] = lookup(settings, type(item) == 'table' and item.section or nil)
  end
  return out
end

local function handlers()
  local h = { ['workspace/configuration'] = M.configuration_handler }
  for k, v in pairs((state.config and state.config.handlers) or {}) do h[k] = v end
  return h
end

local function executable_or_warn(cmd)
  if type(cmd) ~= 'table' or type(cmd[1]) ~= 'string' then return true end
  if vim.fn.executable(cmd[1]) == 1 then return true end
  warn_once('exe:' .. cmd[1], string.format(
    "'%s' is not executable: build it (swift build -c release) and put it on PATH, "
      .. "or pass setup{ cmd = { '/path/to/interop-lsp' } }", cmd[1]))
  return false
end

--- The client configuration for a root directory (plain values; used by every path).
function M.client_config(root)
  local c = state.config or defaults
  local settings = c.settings or {}
  return {
    name = M.name,
    cmd = c.cmd,
    cmd_env = c.cmd_env,
    root_dir = root,
    init_options = as_object(vim.deepcopy(settings)),
    settings = as_object(vim.deepcopy(settings)),
    capabilities = c.capabilities,
    handlers = handlers(),
    on_attach = c.on_attach,
    filetypes = c.filetypes,
    -- Whatever ends up in the final config's settings (e.g. merged in by
    -- vim.lsp.config on 0.11) is what the server gets as initializationOptions.
    -- Neovim 0.8+ sends workspace/didChangeConfiguration with the settings
    -- right after initialize; 0.7 leaves that to the config, so do it here.
    on_init = function(client)
      if vim.fn.has('nvim-0.8') == 0 and type(client.config.settings) == 'table'
        and next(client.config.settings) ~= nil then
        client.notify('workspace/didChangeConfiguration', { settings = client.config.settings })
      end
    end,
    before_init = function(params, config)
      if type(config.settings) == 'table' and next(config.settings) ~= nil then
        params.initializationOptions = config.settings
      end
    end,
  }
end

-- Clients -------------------------------------------------------------------

--- Running interop_lsp clients (every Neovim version).
function M.clients()
  local all
  if vim.lsp.get_clients then
    all = vim.lsp.get_clients({ name = M.name })
  else
    all = vim.lsp.get_active_clients()
  end
  local out = {}
  for _, client in ipairs(all) do
    if client.name == M.name then table.insert(out, client) end
  end
  return out
end

-- Call a client method the way the running version wants it: client:name(...)
-- on 0.10+ (class methods; the dot form is deprecated in 0.11), client.name(...)
-- on 0.7-0.9 (closures).
local function client_call(client, name, ...)
  local mt = getmetatable(client)
  if mt and type(mt.__index) == 'table' and type(mt.__index[name]) == 'function' then
    return mt.__index[name](client, ...)
  end
  return client[name](...)
end

local function client_is_stopped(client)
  if vim.lsp.client_is_stopped then
    return vim.lsp.client_is_stopped(client.id)
  end
  return client_call(client, 'is_stopped')
end

local function wants(bufnr)
  if not vim.api.nvim_buf_is_valid(bufnr) then return false end
  if vim.bo[bufnr].buftype ~= '' then return false end
  local ft = vim.bo[bufnr].filetype
  for _, f in ipairs(state.config.filetypes) do
    if f == ft then return true end
  end
  return false
end

-- 0.7: one client per root, started with start_client, attached per buffer.
local function attach_legacy(bufnr)
  local root = M.root_dir(bufnr)
  local id = state.clients_by_root[root]
  if id and (vim.lsp.get_client_by_id(id) == nil or vim.lsp.client_is_stopped(id)) then
    id = nil
  end
  if not id then
    if not executable_or_warn(state.config.cmd) then return nil end
    id = vim.lsp.start_client(M.client_config(root))
    if not id then
      warn_once('start:' .. root, 'could not start ' .. table.concat(state.config.cmd, ' '))
      return nil
    end
    state.clients_by_root[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
  return id
end

-- 0.8-0.10 (and 0.11 with native = false): vim.lsp.start reuses a client with
-- the same name and root.
local function attach_start(bufnr)
  if not executable_or_warn(state.config.cmd) then return nil end
  return vim.lsp.start(M.client_config(M.root_dir(bufnr)), { bufnr = bufnr })
end

local function use_native()
  return state.config.native ~= false
    and vim.lsp.config ~= nil
    and type(vim.lsp.enable) == 'function'
end

--- Attach interop_lsp to a buffer now (returns the client id, or nil).
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if not state.config or not wants(bufnr) then return nil end
  if vim.lsp.start then return attach_start(bufnr) end
  return attach_legacy(bufnr)
end

local function native_config()
  local c = M.client_config(nil)
  c.root_dir = function(bufnr, on_dir)
    on_dir(M.root_dir(bufnr))
  end
  return c
end

--- The vim.lsp.config() table for 0.11+ (also returned by lsp/interop_lsp.lua).
function M.native_config()
  if not state.config then
    state.config = vim.deepcopy(defaults)
  end
  return native_config()
end

local function attach_existing_buffers()
  for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(bufnr) and wants(bufnr) then
      M.attach(bufnr)
    end
  end
end

-- Setup ---------------------------------------------------------------------

local function validate_opts(opts)
  if opts.cmd ~= nil and not is_list_of_strings(opts.cmd) then
    error("interop_lsp.setup: cmd must be a list of strings, e.g. { 'interop-lsp' }", 3)
  end
  if opts.filetypes ~= nil and not is_list_of_strings(opts.filetypes) then
    error("interop_lsp.setup: filetypes must be a list of strings, e.g. { 'swift' }", 3)
  end
  if opts.settings ~= nil and type(opts.settings) ~= 'table' then
    error('interop_lsp.setup: settings must be a table', 3)
  end
end

function M.setup(opts)
  opts = opts or {}
  validate_opts(opts)
  local previous = state.config
  state.config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), opts)
  -- Lists replace, they do not merge index by index.
  if opts.cmd then state.config.cmd = opts.cmd end
  if opts.filetypes then state.config.filetypes = opts.filetypes end
  if opts.root_markers then state.config.root_markers = opts.root_markers end
  if opts.settings then state.config.settings = vim.deepcopy(opts.settings) end

  if previous and opts.settings then
    M.set_settings(state.config.settings)
  end

  if not state.config.autostart then return M end

  if use_native() then
    executable_or_warn(state.config.cmd)
    vim.lsp.config(M.name, native_config())
    vim.lsp.enable(M.name)
    -- vim.lsp.enable only re-runs FileType for open buffers after VimEnter;
    -- a plugin manager may load us earlier, on the FileType event itself.
    if vim.v.vim_did_enter ~= 1 and vim.fn.exists('#nvim.lsp.enable#FileType') == 1 then
      for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
        if vim.api.nvim_buf_is_loaded(bufnr) and wants(bufnr) then
          vim.api.nvim_exec_autocmds('FileType', { group = 'nvim.lsp.enable', buffer = bufnr })
        end
      end
    end
    return M
  end

  state.augroup = vim.api.nvim_create_augroup('interop_lsp', { clear = true })
  vim.api.nvim_create_autocmd('FileType', {
    group = state.augroup,
    pattern = state.config.filetypes,
    callback = function(args)
      M.attach(args.buf)
    end,
    desc = 'Start or reuse interop-lsp for this buffer',
  })
  -- Buffers that were open before setup() (e.g. a lazy-loading plugin manager).
  attach_existing_buffers()
  return M
end

--- Replace the settings and tell running servers (workspace/didChangeConfiguration).
function M.set_settings(settings)
  if type(settings) ~= 'table' then error('interop_lsp.set_settings: want a table', 2) end
  state.config = state.config or vim.deepcopy(defaults)
  state.config.settings = vim.deepcopy(settings)
  if use_native() then
    -- New clients started by vim.lsp.enable pick up the new table.
    vim.lsp.config(M.name, { settings = as_object(vim.deepcopy(settings)),
      init_options = as_object(vim.deepcopy(settings)) })
  end
  for _, client in ipairs(M.clients()) do
    client.config.settings = as_object(vim.deepcopy(settings))
    if client.settings ~= nil then client.settings = client.config.settings end
    client_call(client, 'notify', 'workspace/didChangeConfiguration',
      { settings = as_object(vim.deepcopy(settings)) })
  end
end

function M.settings()
  return vim.deepcopy(state.config and state.config.settings or {})
end

--- Stop every interop_lsp client and start again on the open buffers.
function M.restart()
  if not state.config then
    notify('setup() has not been called', vim.log.levels.WARN)
    return
  end
  local clients = M.clients()
  for _, client in ipairs(clients) do
    client_call(client, 'stop')
  end
  state.clients_by_root = {}
  vim.wait(3000, function()
    for _, client in ipairs(clients) do
      if not client_is_stopped(client) then return false end
    end
    return true
  end, 20)
  for _, client in ipairs(clients) do
    if not client_is_stopped(client) then vim.lsp.stop_client(client.id, true) end
  end
  if use_native() then
    vim.cmd('doautoall nvim.lsp.enable FileType')
  else
    attach_existing_buffers()
  end
end

--- A short status report (used by :InteropLspInfo).
function M.info()
  local lines = {}
  local v = vim.version()
  table.insert(lines, string.format('interop_lsp on Neovim %d.%d.%d (%s)', v.major, v.minor, v.patch,
    (state.config and use_native()) and 'vim.lsp.config/enable'
      or (vim.lsp.start and 'vim.lsp.start') or 'vim.lsp.start_client'))
  if not state.config then
    table.insert(lines, 'setup() has not been called')
    return lines
  end
  table.insert(lines, 'cmd: ' .. table.concat(state.config.cmd, ' ')
    .. (vim.fn.executable(state.config.cmd[1]) == 1 and '' or '  (NOT EXECUTABLE)'))
  table.insert(lines, 'filetypes: ' .. table.concat(state.config.filetypes, ', '))
  table.insert(lines, 'settings: ' .. vim.fn.json_encode(as_object(state.config.settings)))
  local clients = M.clients()
  if #clients == 0 then table.insert(lines, 'no client running') end
  for _, client in ipairs(clients) do
    local bufs = {}
    for b, _ in pairs(client.attached_buffers or {}) do table.insert(bufs, tostring(b)) end
    table.insert(lines, string.format('client %d: root %s, buffers %s', client.id,
      tostring(client.config.root_dir), table.concat(bufs, ' ')))
  end
  return lines
end

return M
