/*
 * ocaml.h: the values handed to script rules, and the rules written in
 * OCaml (`script:ocaml`, `initialize:ocaml`, `finalize:ocaml`) run by
 * Debian's OCaml toplevel in a child process (script_ocaml.c, over the
 * pipe of toplevel.c; the Coccilib module it runs first is
 * coccilib.ml).  Built on smpl/ (a script rule is a rule); python/ above
 * hands each rule to its language.  Private to matchers/ and its unit
 * tests.
 */
#ifndef CFIX_OCAML_H
#define CFIX_OCAML_H

#include "../smpl/smpl.h"

/*
 * One value handed to a script: a metavariable's code as text, or a
 * position (file, 1-based line, 0-based columns as spatch gives them, the
 * function it lies in).
 */
struct cfix_script_value {
	const char *name;		/* the script's local name */
	bool position;
	const char *text;		/* !position: the code, one line */
	/* Python's string where it differs from text (an operator with
	 * the white space and comments around it), or NULL */
	const char *python_text;
	const char *file;
	uint32_t line, column, line_end, column_end;
	const char *element;		/* the enclosing function, or the file */
	/* a position bound at several places in one match: the next
	 * place (a list, sorted), or NULL */
	const struct cfix_script_value *next;
	/* OCaml: "(_, x) << r.l" of a list metavariable (its elements, each
	 * with its place); a list length (an int) */
	bool elements, count;
	/* a finalize rule's "x << merge.y": text is y, the script-level
	 * variable (Python: coccinelle.y) whose value x gets in a list */
	bool merge;
	/* a comments metavariable: the comments before, within and after
	 * the place it bound, each comment as written, delimiters included */
	bool comments;
	const char *const *comment_lists[3];
	uint32_t ncomments[3];
};

/* The file whose matches the next script rules see, what
 * Coccilib.files () returns ([path]; NULL: [], no file).  path must
 * stay valid until the next call: cfix_source_match_rules() sets the
 * source's and takes it back (NULL) before it returns. */
void cfix__ocaml_set_file(const char *path);

/*
 * Runs OCaml script rule `rule` (an initialize rule's code as top-level
 * phrases, any other's as an expression of type unit) once with
 * `values` bound as its inputs, in this process's toplevel (started on
 * first use, with Coccilib).  Outputs and *include as
 * cfix__script_run() in python.h says.  What the script prints goes to
 * the buffer cfix__ocaml_capture() names, else to stdout.  Returns 0,
 * or -1 with an error in sink naming the rule: the toplevel missing, a
 * compile error (a name Coccilib does not provide), an exception, the
 * toplevel ending.
 */
int cfix__ocaml_run(const struct cfix_rule *rule,
		    const struct cfix_script_value *values, uint32_t nvalues,
		    struct cfix_arena *arena, const char **outputs,
		    bool *include, struct cfix_diag_sink *sink);
/* Whether the last OCaml script run called Coccilib.exit (): spatch
 * then runs no further rule on the file. */
bool cfix__ocaml_exited(void);
/* Sends what OCaml scripts print to out (NULL: stdout), until called
 * again. */
void cfix__ocaml_capture(struct cfix_buf *out);

/* ---- the toplevel process (toplevel.c) ----------------------------------- */

/*
 * Sends request (OCaml phrases ending in one that prints the end
 * marker, as coccilib.ml's Cfix__.finish does) to this process's
 * toplevel, starting it first if needed (then prelude first), and
 * appends all it prints until the marker line's end to reply.  A
 * process forked from the one that started the toplevel starts its own
 * and sends it replay first, its output dropped.  Returns 0, or -1
 * (the toplevel could not start, or ended) with *why set.
 */
int cfix__toplevel_exchange(const char *prelude, const char *replay,
			    const char *request, struct cfix_buf *reply,
			    const char **why);
/* Whether this process has a toplevel running (else the next exchange
 * starts one: the rules the last one had defined are gone). */
bool cfix__toplevel_running(void);

/* The marker Cfix__.finish prints before its result line. */
#define CFIX_OCAML_MARKER "\001CFIX-END "

#endif
