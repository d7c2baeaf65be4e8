/*
 * script_ocaml.c: OCaml script rules (Coccinelle's "@script:ocaml@",
 * "@initialize:ocaml@", "@finalize:ocaml@") as phrases for the toplevel
 * of toplevel.c, and its replies read back.
 *
 * As spatch does (ocaml/yes_prepare_ocamlcocci.ml), a script or finalize
 * rule becomes a function, defined once per toplevel, whose parameters
 * are the rule's inputs and outputs (a Coccilib.binding ref each) and
 * whose body is the script; each run calls it with the values bound as
 * OCaml literals.  An initialize rule's code is top-level phrases, kept
 * to be replayed in a worker forked after they ran.  A line directive
 * before the script makes OCaml's errors name the rule file's lines.
 */
#include "ocaml.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* coccilib.ml, embedded by embed_rules.cmake */
extern const struct cfix_builtin_rule {
	const char *name;
	const char *text;
	size_t len;
} cfix_ocaml_prelude[];

static struct cfix_buf *capture;	/* where scripts print; NULL: stdout */
static struct cfix_buf replay = CFIX_BUF_INIT;	/* initialize rules run */
static CFIX_ARRAY(const struct cfix_rule *) known;	/* id: the index */
static CFIX_ARRAY(bool) defined;	/* in the running toplevel, by id */

static const char finish[] = "let () = Cfix__.finish ();;\n";

void cfix__ocaml_capture(struct cfix_buf *out)
{
	capture = out;
}

/* An OCaml string literal of text. */
static void add_string(struct cfix_buf *out, const char *text, size_t len)
{
	cfix_buf_addch(out, '"');
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];

		if (c == '"' || c == '\\')
			cfix_buf_addf(out, "\\%c", c);
		else if (c >= 0x20 && c < 0x7f)
			cfix_buf_addch(out, (char)c);
		else
			cfix_buf_addf(out, "\\%03u", c);
	}
	cfix_buf_addch(out, '"');
}

/* A list's elements: its text cut at the commas outside brackets and
 * strings, each element trimmed and paired with its place (0, 1, ...).
 * spatch hands the list's tree, whose tokens are numbered by their
 * place in the list (Lib_parsing_c.al_inits): after List.sort compare
 * two lists are equal only with the same elements in the same order,
 * and so are these. */
static void add_elements(struct cfix_buf *out, const char *text)
{
	const char *begin = text;
	int depth = 0;
	char quote = 0;
	unsigned place = 0;

	cfix_buf_addch(out, '[');
	for (const char *p = text;; p++) {
		if (quote && *p == '\\' && p[1])
			p++;
		else if (quote)
			quote = *p == quote ? 0 : quote;
		else if (*p == '"' || *p == '\'')
			quote = *p;
		else if (strchr("([{", *p) && *p)
			depth++;
		else if (strchr(")]}", *p) && *p)
			depth--;
		if (*p && (quote || depth || *p != ','))
			continue;
		while (isspace((unsigned char)*begin) && begin < p)
			begin++;
		size_t len = (size_t)(p - begin);

		while (len && isspace((unsigned char)begin[len - 1]))
			len--;
		if (len || *p) {
			cfix_buf_addch(out, '(');
			add_string(out, begin, len);
			cfix_buf_addf(out, ", %u); ", place++);
		}
		if (!*p)
			break;
		begin = p + 1;
	}
	cfix_buf_addch(out, ']');
}

/* A position as spatch hands it to OCaml: a list of Coccilib.pos, one
 * per place it was bound to in the match (the enclosing element's
 * numbers are the match's, as for Python). */
static void add_position(struct cfix_buf *out, const struct cfix_script_value *v)
{
	cfix_buf_addch(out, '[');
	for (; v; v = v->next) {
		cfix_buf_adds(out, "{Coccilib.current_element = ");
		add_string(out, v->element ? v->element : "",
			   v->element ? strlen(v->element) : 0);
		cfix_buf_addf(out, "; current_element_line = %u; current_element_col = %u; "
			      "current_element_line_end = %u; current_element_col_end = %u; "
			      "file = ", v->line, v->column, v->line_end, v->column_end);
		add_string(out, v->file, strlen(v->file));
		cfix_buf_addf(out, "; line = %u; col = %u; line_end = %u; col_end = %u}",
			      v->line, v->column, v->line_end, v->column_end);
		if (v->next)
			cfix_buf_adds(out, "; ");
	}
	cfix_buf_addch(out, ']');
}

/* A comments metavariable as spatch hands it to OCaml (Coccilib.Com):
 * a list of one triple of string lists.  "(_, c) << r.c" (AstCom) gets
 * the same: cfix has no Token_c tokens to give. */
static void add_comments(struct cfix_buf *out, const struct cfix_script_value *v)
{
	cfix_buf_adds(out, "[(");
	for (int k = 0; k < 3; k++) {
		cfix_buf_adds(out, k ? ", [" : "[");
		for (uint32_t i = 0; i < v->ncomments[k]; i++) {
			if (i)
				cfix_buf_adds(out, "; ");
			add_string(out, v->comment_lists[k][i],
				   strlen(v->comment_lists[k][i]));
		}
		cfix_buf_addch(out, ']');
	}
	cfix_buf_adds(out, ")]");
}

static void add_value(struct cfix_buf *out, const struct cfix_script_value *v)
{
	cfix_buf_addch(out, ' ');
	if (v->comments)
		add_comments(out, v);
	else if (v->position)
		add_position(out, v);
	else if (v->elements)
		add_elements(out, v->text);
	else if (v->count)
		cfix_buf_addf(out, "(%ld)", strtol(v->text, NULL, 10));
	else if (v->merge)	/* a copy, as spatch's Marshal round trip */
		cfix_buf_addf(out, "[Marshal.from_string (Marshal.to_string "
				   "%s []) 0]", v->text);
	else
		add_string(out, v->text, strlen(v->text));
}

static const char *value_type(const struct cfix_script_value *v)
{
	if (v->comments)
		return "(string list * string list * string list) list";
	return v->position ? "Coccilib.pos list" : v->elements ? "(string * int) list"
		: v->count ? "int" : v->merge ? "_ list" : "string";
}

/* "\n# LINE "FILE"\n": OCaml's errors then name the rule file. */
static void add_line_directive(struct cfix_buf *out, const struct cfix_rule *rule)
{
	cfix_buf_addf(out, "\n# %u ", rule->script_line);
	add_string(out, rule->loc.file, strlen(rule->loc.file));
	cfix_buf_addch(out, '\n');
}

static uint32_t count_outputs(const struct cfix_rule *rule)
{
	uint32_t n = 0;

	for (uint32_t i = 0; i < rule->nmetavars; i++)
		n += rule->metavars[i].script_output;
	return n;
}

/* The rule's function, "let __cfix_rule_ID (x : string) ... () = (code)". */
static void add_definition(struct cfix_buf *out, const struct cfix_rule *rule,
			   size_t id, const struct cfix_script_value *values,
			   uint32_t nvalues)
{
	cfix_buf_addf(out, "let __cfix_rule_%zu", id);
	for (uint32_t i = 0; i < nvalues; i++)
		cfix_buf_addf(out, " (%s : %s)", values[i].name,
			      value_type(&values[i]));
	for (uint32_t i = 0; i < rule->nmetavars; i++)
		if (rule->metavars[i].script_output)
			cfix_buf_addf(out, " (%s : Coccilib.binding ref)",
				      rule->metavars[i].name);
	cfix_buf_adds(out, " () : unit = (");
	add_line_directive(out, rule);
	cfix_buf_adds(out, rule->script_code);
	cfix_buf_adds(out, "\n);;\n");
}

/* The rule's id, known from now on. */
static size_t rule_id(const struct cfix_rule *rule)
{
	for (size_t i = 0; i < known.len; i++)
		if (known.items[i] == rule)
			return i;
	cfix_array_push(&known, rule);
	cfix_array_push(&defined, false);
	return known.len - 1;
}

/* The file the next script rule's matches come from (NULL: none). */
static const char *current_file;

void cfix__ocaml_set_file(const char *path)
{
	current_file = path;
}

/* Coccilib.files ()'s value for the request: the current file. */
static void add_files(struct cfix_buf *out)
{
	cfix_buf_adds(out, "let () = Coccilib.current_files := [");
	if (current_file)
		add_string(out, current_file, strlen(current_file));
	cfix_buf_adds(out, "];;\n");
}

/* A script or finalize rule's request: its definition, the first time
 * in this toplevel, then the call. */
static void script_request(struct cfix_buf *out, const struct cfix_rule *rule,
			   const struct cfix_script_value *values,
			   uint32_t nvalues)
{
	size_t id = rule_id(rule);
	uint32_t nout = count_outputs(rule);

	cfix_buf_adds(out, "let () = Cfix__.start ();;\n");
	add_files(out);
	if (!defined.items[id]) {
		add_definition(out, rule, id, values, nvalues);
		defined.items[id] = true;
	}
	cfix_buf_addf(out, "let () = Cfix__.call %u (fun outs -> __cfix_rule_%zu",
		      nout, id);
	for (uint32_t i = 0; i < nvalues; i++)
		add_value(out, &values[i]);
	for (uint32_t k = 0; k < nout; k++)
		cfix_buf_addf(out, " (List.nth outs %u)", k);
	cfix_buf_adds(out, " ());;\n");
	cfix_buf_adds(out, finish);
}

/* An initialize rule's request: its phrases (their last one says they
 * ran), then the finish. */
static void initialize_request(struct cfix_buf *out, const struct cfix_rule *rule)
{
	cfix_buf_adds(out, "let () = Cfix__.start ();;");
	add_line_directive(out, rule);
	cfix_buf_adds(out, rule->script_code);
	cfix_buf_adds(out, "\nlet () = Cfix__.ran := true;;\n");
	cfix_buf_adds(out, finish);
}

/* A hex string of the reply ("-": empty) decoded into arena. */
static const char *unhex(struct cfix_arena *arena, const char *hex, size_t len)
{
	char *text = cfix_arena_alloc(arena, len / 2 + 1);

	for (size_t i = 0; i + 1 < len && hex[0] != '-'; i += 2) {
		char byte[3] = { hex[i], hex[i + 1], 0 };

		text[i / 2] = (char)strtol(byte, NULL, 16);
	}
	return text;
}

/* Whether the last script called Coccilib.exit(). */
static bool exited;

bool cfix__ocaml_exited(void)
{
	return exited;
}

/* The reply's result line: status, include (+2: exited), exception,
 * outputs. */
struct result {
	int status;		/* 0 ran, 1 raised, 2 did not compile */
	bool include;
	const char *failure;
};

static void read_result(const char *line, struct cfix_arena *arena,
			struct result *r, const char **outputs)
{
	int include = 1, used = 0;
	size_t k = 0;

	sscanf(line, "%d %d %n", &r->status, &include, &used);
	r->include = include & 1;
	exited = (include & 2) != 0;
	line += used;
	r->failure = unhex(arena, line, strcspn(line, " \n"));
	line += strcspn(line, " \n");
	while (outputs && *line == ' ') {
		size_t len = strcspn(++line, " \n");

		outputs[k++] = *line == '=' ? unhex(arena, line + 1, len - 1) : NULL;
		line += len;
	}
}

/* "Unbound value Coccilib.exit" in OCaml's error: the name, in arena. */
static const char *unbound_name(struct cfix_arena *arena, const char *error)
{
	const char *p = strstr(error, "Unbound ");
	size_t len;

	if (!p || !(p = strchr(p + 8, ' ')))
		return NULL;
	len = strcspn(++p, " \n");
	return cfix_arena_strndup(arena, p, len);
}

/* OCaml's error, less the errors that follow from the rule's function
 * not being defined (its call's "Unbound value __cfix_rule_N"). */
static void trim_error(char *error)
{
	char *own = strstr(error, "Unbound value __cfix_rule_");
	char *file = NULL;

	for (char *p = error; own && (p = strstr(p, "File \"")) && p < own; p++)
		file = p;
	if (file && file != error)
		*file = 0;
	for (size_t n = strlen(error); n && isspace((unsigned char)error[n - 1]);)
		error[--n] = 0;
}

static void not_compiled(const struct cfix_rule *rule, char *error,
			 struct cfix_diag_sink *sink)
{
	struct cfix_arena *arena = cfix_arena_new();
	const char *name;

	trim_error(error);
	name = unbound_name(arena, error);

	if (name && strncmp(name, "__cfix_", 7))
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s' uses '%s', which cfix's Coccilib "
			      "does not provide (docs/rule-language.md):\n%s",
			      rule->name, name, error);
	else
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s' is not valid OCaml:\n%s",
			      rule->name, error);
	cfix_arena_free(arena);
}

/* Splits the reply at the marker: what the script printed goes out;
 * the result line sets the caller's values or says what failed. */
static int take_reply(const struct cfix_rule *rule, char *reply,
		      struct cfix_arena *arena, const char **outputs,
		      bool *include, struct cfix_diag_sink *sink)
{
	char *mark = strstr(reply, CFIX_OCAML_MARKER);
	struct cfix_arena *own = arena ? NULL : cfix_arena_new();
	struct result r = { 0 };

	*mark = 0;
	read_result(mark + strlen(CFIX_OCAML_MARKER), arena ? arena : own, &r,
		    outputs);
	if (r.status == 2)
		not_compiled(rule, reply, sink);
	else if (capture)
		cfix_buf_adds(capture, reply);
	else
		fputs(reply, stdout), fflush(stdout);
	if (r.status == 1)
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s' raised an exception: %s",
			      rule->name, r.failure);
	*include = r.include;
	cfix_arena_free(own);
	return r.status ? -1 : 0;
}

int cfix__ocaml_run(const struct cfix_rule *rule,
		    const struct cfix_script_value *values, uint32_t nvalues,
		    struct cfix_arena *arena, const char **outputs,
		    bool *include, struct cfix_diag_sink *sink)
{
	struct cfix_buf request = CFIX_BUF_INIT, reply = CFIX_BUF_INIT;
	struct cfix_buf again = CFIX_BUF_INIT;
	const char *why = NULL;
	int status = -1;

	*include = true;
	if (!cfix__toplevel_running() && defined.len)
		memset(defined.items, 0, defined.len * sizeof(bool));
	if (rule->script == CFIX_SCRIPT_INITIALIZE)
		initialize_request(&request, rule);
	else
		script_request(&request, rule, values, nvalues);
	cfix_buf_add(&again, replay.data, replay.len);
	cfix_buf_adds(&again, finish);
	if (cfix__toplevel_exchange(cfix_ocaml_prelude[0].text, again.data,
				    request.data, &reply, &why))
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s': %s%s%s", rule->name, why,
			      reply.len ? ":\n" : "", reply.data);
	else
		status = take_reply(rule, reply.data, arena, outputs, include,
				    sink);
	/* a worker forked from here replays what ran */
	if (!status && rule->script == CFIX_SCRIPT_INITIALIZE)
		cfix_buf_add(&replay, request.data,
			     request.len - strlen(finish));
	cfix_buf_release(&request);
	cfix_buf_release(&reply);
	cfix_buf_release(&again);
	return status;
}
