-- interop_lsp user commands. Nothing starts until require('interop_lsp').setup{}
-- is called (or, on Neovim 0.11+, vim.lsp.enable('interop_lsp')).
if vim.g.loaded_interop_lsp then return end
vim.g.loaded_interop_lsp = true

vim.api.nvim_create_user_command('InteropLspRestart', function()
  require('interop_lsp').restart()
end, { desc = 'Restart interop-lsp' })

vim.api.nvim_create_user_command('InteropLspInfo', function()
  vim.notify(table.concat(require('interop_lsp').info(), '\n'))
end, { desc = 'Show the interop-lsp client status' })
