-- Neovim 0.11+: makes `vim.lsp.enable('interop_lsp')` work without calling
-- setup(). Settings given to setup() or vim.lsp.config('interop_lsp', {...})
-- are merged over this.
return require('interop_lsp').native_config()
