/*
 * lsp: `cfix lsp`, a Language Server Protocol server over stdio.  Private
 * to tool/; main.c dispatches to it.
 */
#ifndef CFIX_LSP_H
#define CFIX_LSP_H

/*
 * Runs the server until the client sends "exit" or closes stdin.  argv[0]
 * is "lsp" (main.c passes argc - 1, argv + 1); the options follow:
 * --sp-file FILE, --rules LIST, --rule-dir DIR (repeatable), -p DIR, -h.  Reads JSON-RPC messages with
 * Content-Length framing from stdin and writes them to stdout; stderr is
 * the log.  Returns the process exit status: 0 after shutdown then exit,
 * 1 on exit (or end of input) without shutdown, 2 on bad usage.
 */
int cfix_lsp_main(int argc, char **argv);

#endif
