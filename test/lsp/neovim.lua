-- Drives Neovim's built-in LSP client (0.7.2 and later) against cfix lsp;
-- run by test/lsp/neovim.sh, which sets CFIX, CFIX_TEST_FILE and
-- CFIX_TEST_RESULTS.  Each check appends "ok NAME" or "FAIL NAME: why" to
-- the results file; the last line is "done".
local cfix = os.getenv('CFIX')
local file = os.getenv('CFIX_TEST_FILE')
local out = assert(io.open(os.getenv('CFIX_TEST_RESULTS'), 'w'))

local function record(ok, name, why)
  out:write((ok and 'ok ' or 'FAIL ') .. name .. (ok and '' or (': ' .. tostring(why))) .. '\n')
  out:flush()
  return ok
end

local function finish()
  out:write('done\n')
  out:close()
  vim.cmd('qall!')
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'cfix',
  cmd = { cfix, 'lsp' },
  root_dir = vim.fn.fnamemodify(file, ':h'),
})
record(client_id ~= nil, 'start client', 'vim.lsp.start_client failed')
vim.lsp.buf_attach_client(bufnr, client_id)

-- 1. the finding shows as a diagnostic from cfix
local got = vim.wait(30000, function()
  return #vim.diagnostic.get(bufnr) > 0
end, 50)
local diags = vim.diagnostic.get(bufnr)
if not record(got and #diags == 1, 'diagnostic published',
              ('%d diagnostics'):format(#diags)) then
  return finish()
end
local d = diags[1]
record(d.source == 'cfix', 'diagnostic source', d.source)
record(d.code == 'notand' or (d.user_data and d.user_data.lsp and
       d.user_data.lsp.code == 'notand'), 'diagnostic code', vim.inspect(d))
record(d.lnum == 4 and d.col == 5 and d.end_col == 25, 'diagnostic range',
       ('%d:%d-%d'):format(d.lnum, d.col, d.end_col or -1))
record(d.severity == vim.diagnostic.severity.WARN, 'diagnostic severity',
       d.severity)

-- 2. the quick-fix, through vim.lsp.buf.code_action and vim.ui.select
local offered = {}
vim.ui.select = function(items, opts, on_choice)
  for _, item in ipairs(items) do
    local action = item[2] or item
    table.insert(offered, action.title or '?')
  end
  on_choice(items[1], 1)
end
vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
vim.lsp.buf.code_action()
local expected = '\tif (!(flags & FLAG_ACTIVE))'
local fixed = vim.wait(30000, function()
  return vim.api.nvim_buf_get_lines(bufnr, 4, 5, false)[1] == expected
end, 50)
record(#offered == 1, 'one quick-fix offered', vim.inspect(offered))
record(fixed, 'quick-fix applied',
       vim.inspect(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)))
record(vim.api.nvim_buf_line_count(bufnr) == 9, 'rest of the buffer intact',
       vim.api.nvim_buf_line_count(bufnr))

-- 3. the diagnostic clears once cfix has re-checked the changed buffer
local cleared = vim.wait(30000, function()
  return #vim.diagnostic.get(bufnr) == 0
end, 50)
record(cleared, 'diagnostic cleared', vim.inspect(vim.diagnostic.get(bufnr)))

-- 4. undo brings the finding back
vim.cmd('silent undo')
local back = vim.wait(30000, function()
  return #vim.diagnostic.get(bufnr) == 1
end, 50)
record(back, 'diagnostic back after undo', #vim.diagnostic.get(bufnr))

-- 5. a rule file: its error is a diagnostic, cleared when fixed, and
-- hover on a metavariable shows its kind
vim.o.hidden = true
vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('CFIX_TEST_RULE')))
local rule_buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(rule_buf, client_id)
vim.wait(30000, function()
  return #vim.diagnostic.get(rule_buf) > 0
end, 50)
local rd = vim.diagnostic.get(rule_buf)
record(#rd == 1 and rd[1].lnum == 4 and rd[1].col == 5 and
       rd[1].severity == vim.diagnostic.severity.ERROR,
       'rule error diagnostic', vim.inspect(rd))
vim.api.nvim_buf_set_lines(rule_buf, 4, 5, false, { '- f(E);' })
record(#rd == 1 and vim.wait(30000, function()
  return #vim.diagnostic.get(rule_buf) == 0
end, 50), 'rule diagnostic cleared', vim.inspect(vim.diagnostic.get(rule_buf)))
local hovered
vim.lsp.handlers['textDocument/hover'] = function(_, result)
  hovered = result and result.contents and result.contents.value or 'nothing'
end
vim.api.nvim_win_set_cursor(0, { 5, 4 })	-- the E of "- f(E);"
vim.lsp.buf.hover()
vim.wait(30000, function() return hovered ~= nil end, 50)
record(hovered and hovered:find('expression', 1, true) and
       hovered:find('rule `r`', 1, true), 'hover shows the kind',
       tostring(hovered))

vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
finish()
