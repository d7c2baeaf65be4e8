/*
 * python.h: script rules (`script:python`, `initialize:python`,
 * `finalize:python`) run by embedded CPython (script_python.c); the rules
 * of OCaml handed to ocaml/ below.  Built on smpl/ (a script rule is a
 * rule); the matcher (match/) hands scripts their inputs (struct
 * cfix_script_value, in ocaml.h).  Private to matchers/ and its unit tests.
 */
#ifndef CFIX_PYTHON_H
#define CFIX_PYTHON_H

#include "../ocaml/ocaml.h"

/* ---- scripts (script_python.c) ------------------------------------------ */

/*
 * Runs script rule `rule` once with `values` bound as its inputs.  On
 * return, outputs[k] holds the text of the rule's k-th output
 * (script_output metavariable order) in arena, or NULL when the script
 * left it unset; *include is false when the script called
 * cocci.include_match(False).  Returns 0, or -1 with an error in sink
 * (a Python exception, or Python missing from this build).  An OCaml
 * rule runs in ocaml/ (cfix__ocaml_run()).
 */
int cfix__script_run(const struct cfix_rule *rule,
		     const struct cfix_script_value *values, uint32_t nvalues,
		     struct cfix_arena *arena, const char **outputs,
		     bool *include, struct cfix_diag_sink *sink);
/* Whether the script rule's last run called cocci.exit() (Python) or
 * Coccilib.exit () (OCaml): spatch then runs no further rule on the
 * file, and keeps what the rules before changed. */
bool cfix__script_exited(const struct cfix_rule *rule);
/* Runs set's initialize rules unless they ran already (a script is
 * about to run in a process where cfix_ruleset_initialize() was not
 * called: cfix's own mode). */
int cfix__ruleset_ensure_initialized(const struct cfix_ruleset *set,
				     struct cfix_diag_sink *sink);
/* The C file whose matches the next scripts see (cocci.files (), as
 * spatch's: [path]); NULL: none ([]: initialize and finalize rules).
 * path is borrowed until the next call. */
void cfix__python_set_file(const char *path);
/* Runs an initialize or finalize rule's code once. */
int cfix__script_run_once(const struct cfix_rule *rule,
			  struct cfix_diag_sink *sink);

#endif
