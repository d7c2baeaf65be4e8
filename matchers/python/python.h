/*
 * python.h: script rules (`script:python`, `initialize:python`,
 * `finalize:python`) run by embedded CPython (script_python.c).  Built on
 * smpl/ (a script rule is a rule); the matcher (match/) hands scripts
 * their inputs.  Private to matchers/ and its unit tests.
 */
#ifndef CFIX_PYTHON_H
#define CFIX_PYTHON_H

#include "../smpl/smpl.h"

/* ---- scripts (script_python.c) ------------------------------------------ */

/*
 * One value handed to a script: a metavariable's code as text, or a
 * position (file, 1-based line, 0-based columns as spatch gives them, the
 * function it lies in).
 */
struct cfix_script_value {
	const char *name;		/* the script's local name */
	bool position;
	const char *text;		/* !position: the code, one line */
	const char *file;
	uint32_t line, column, line_end, column_end;
	const char *element;		/* the enclosing function, or the file */
};

/*
 * Runs script rule `rule` once with `values` bound as its inputs.  On
 * return, outputs[k] holds the text of the rule's k-th output
 * (script_output metavariable order) in arena, or NULL when the script
 * left it unset; *include is false when the script called
 * cocci.include_match(False).  Returns 0, or -1 with an error in sink
 * (a Python exception, or Python missing from this build).
 */
int cfix__script_run(const struct cfix_rule *rule,
		     const struct cfix_script_value *values, uint32_t nvalues,
		     struct cfix_arena *arena, const char **outputs,
		     bool *include, struct cfix_diag_sink *sink);
/* Runs set's initialize rules unless they ran already (a script is
 * about to run in a process where cfix_ruleset_initialize() was not
 * called: cfix's own mode). */
int cfix__ruleset_ensure_initialized(const struct cfix_ruleset *set,
				     struct cfix_diag_sink *sink);
/* Runs an initialize or finalize rule's code once. */
int cfix__script_run_once(const struct cfix_rule *rule,
			  struct cfix_diag_sink *sink);

#endif
