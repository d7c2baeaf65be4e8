/*
 * `cfix lsp`: a Language Server Protocol server over stdio.  The editor
 * sends the buffers it holds; cfix parses each buffer as it stands (an
 * unsaved file for clang, flags from compile_commands.json), runs the
 * rules, publishes every match as a diagnostic and offers the match's
 * accepted edits as a quick-fix.  JSON is jansson's; the framing is
 * LSP's "Content-Length: N\r\n\r\n" header before each message.
 *
 * Design decision: analysis is lazy.  A didChange only marks its document
 * dirty; dirty documents are analysed when no input is waiting (or before
 * a codeAction on them), so a burst of keystrokes costs one parse, not
 * one per keystroke.  The reader therefore keeps its own buffer over fd
 * 0 instead of stdio's, to know whether more input is already there.
 *
 * The server itself never parses: each document's analyses run in a
 * worker process (lsp_worker.c) under the time and memory limits, while
 * the server keeps reading messages; a crash or a limit becomes a
 * diagnostic on the document's first line, and a newer text of a
 * document kills the analysis of the older one.
 */
#include "lsp.h"

#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifndef CFIX_VERSION
#define CFIX_VERSION "unknown"
#endif

/* JSON-RPC and LSP error codes. */
enum {
	RPC_PARSE_ERROR = -32700,
	RPC_INVALID_REQUEST = -32600,
	RPC_METHOD_NOT_FOUND = -32601,
	RPC_INVALID_PARAMS = -32602,
	RPC_SERVER_NOT_INITIALIZED = -32002,
};

/* A header longer than this is not LSP; a body larger is refused. */
#define HEADER_MAX 1024
#define BODY_MAX (256u << 20)

struct input {
	int fd;
	char buf[65536];
	size_t start, end;
	bool eof;
};

/* One open document, as the editor holds it. */
struct document {
	char *uri;
	char *path;
	struct cfix_buf text;
	bool dirty;		/* changed since last analysed */
	bool rule;		/* a rule file: parsed, not analysed */
	struct cfix_lsp_worker *worker;	/* its analyses' process, or NULL */
	/* what the last analysis found, on text: a running analysis is
	 * killed when text changes, so a result is always on text */
	struct cfix_lsp_analysis found;
	/* while found is partial: the last full result, on full_text
	 * (its typed findings carried over into found) */
	struct cfix_lsp_analysis full;
	struct cfix_buf full_text;	/* the text of the last full result */
};

struct server {
	struct input in;
	struct cfix_options opts;	/* --sp-file, --rules, --rule-dir */
	char *compdb_dir_owned;
	/* what workers analyse with: the rules of each folder, -p (or
	 * from the client), the limits */
	struct cfix_lsp_setup setup;
	char *rule_errors;		/* to show once initialized, or NULL */
	CFIX_ARRAY(struct document *) docs;
	enum cfix_column_unit unit;
	bool initialized, shutdown, exited;
	bool watch_dynamic;		/* client registers file watchers */
};

/* ---- transport ----------------------------------------------------------- */

static bool input_fill(struct input *in)
{
	ssize_t n;

	if (in->start > 0 && in->start == in->end)
		in->start = in->end = 0;
	if (in->end == sizeof(in->buf)) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	do
		n = read(in->fd, in->buf + in->end, sizeof(in->buf) - in->end);
	while (n < 0 && errno == EINTR);
	if (n <= 0) {
		in->eof = true;
		return false;
	}
	in->end += (size_t)n;
	return true;
}

/* Is a message (or part of one) waiting to be read? */
static bool input_pending(struct input *in)
{
	struct pollfd pfd = { .fd = in->fd, .events = POLLIN };

	if (in->start < in->end)
		return true;
	return !in->eof && poll(&pfd, 1, 0) > 0;
}

/* One header line without its line end; false at end of input. */
static bool input_line(struct input *in, struct cfix_buf *line)
{
	cfix_buf_reset(line);
	for (;;) {
		char *nl = memchr(in->buf + in->start, '\n', in->end - in->start);
		size_t n = nl ? (size_t)(nl - (in->buf + in->start))
			      : in->end - in->start;

		if (line->len + n < HEADER_MAX)
			cfix_buf_add(line, in->buf + in->start, n);
		in->start += n + (nl != NULL);
		if (nl)
			break;
		if (!input_fill(in))
			return false;
	}
	if (line->len && line->data[line->len - 1] == '\r')
		line->data[--line->len] = '\0';
	return true;
}

static bool input_bytes(struct input *in, size_t want, struct cfix_buf *out)
{
	cfix_buf_reset(out);
	while (out->len < want) {
		size_t n = in->end - in->start;

		if (n > want - out->len)
			n = want - out->len;
		cfix_buf_add(out, in->buf + in->start, n);
		in->start += n;
		if (out->len < want && !input_fill(in))
			return false;
	}
	return true;
}

/*
 * Reads one message body into body.  Returns 1 for a message, 0 at end
 * of input, -1 for a header without a usable Content-Length (the body,
 * if any, cannot be found and the header is dropped).
 */
static int message_read(struct input *in, struct cfix_buf *body)
{
	struct cfix_buf line = CFIX_BUF_INIT;
	long long length = -1;
	bool any = false;
	int status = 1;

	while (input_line(in, &line)) {
		if (!line.len && any)
			break;
		if (!line.len)
			continue;	/* stray blank line between messages */
		any = true;
		if (!strncasecmp(line.data, "Content-Length:", 15))
			length = strtoll(line.data + 15, NULL, 10);
	}
	if (!any)
		status = 0;
	else if (length < 0 || length > BODY_MAX)
		status = -1;
	else if (!input_bytes(in, (size_t)length, body))
		status = 0;
	cfix_buf_release(&line);
	return status;
}

static void write_all(const char *data, size_t len)
{
	while (len) {
		ssize_t n = write(STDOUT_FILENO, data, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			exit(1);	/* the client is gone */
		data += n;
		len -= (size_t)n;
	}
}

/* Sends msg (stolen). */
static void message_send(json_t *msg)
{
	char *body = json_dumps(msg, JSON_COMPACT);
	char header[64];

	json_decref(msg);
	if (!body)
		return;
	snprintf(header, sizeof(header), "Content-Length: %zu\r\n\r\n",
		 strlen(body));
	write_all(header, strlen(header));
	write_all(body, strlen(body));
	free(body);
}

static void send_result(json_t *id, json_t *result)
{
	message_send(json_pack("{s:s, s:O, s:o}", "jsonrpc", "2.0", "id",
			       id ? id : json_null(), "result",
			       result ? result : json_null()));
}

static void send_error(json_t *id, int code, const char *message)
{
	message_send(json_pack("{s:s, s:O, s:{s:i, s:s}}", "jsonrpc", "2.0",
			       "id", id ? id : json_null(), "error", "code",
			       code, "message", message));
}

static void send_notification(const char *method, json_t *params)
{
	message_send(json_pack("{s:s, s:s, s:o}", "jsonrpc", "2.0", "method",
			       method, "params", params));
}

/* window/logMessage (type 1 error .. 4 log) or showMessage. */
static void send_message(const char *method, int type, const char *text)
{
	send_notification(method, json_pack("{s:i, s:s%}", "type", type,
					    "message", text, strlen(text)));
}

/* A JSON string of text, valid UTF-8 or not. */
static json_t *json_text(const char *text)
{
	json_t *str = json_string(text ? text : "");

	return str ? str : json_string("(text is not UTF-8)");
}

/* ---- rules ------------------------------------------------------------------ */

static void diags_render(struct cfix_diag_sink *sink, struct cfix_buf *out,
			 enum cfix_severity worst)
{
	for (size_t i = 0; i < sink->diags.len; i++)
		if (sink->diags.items[i].severity <= worst)
			cfix_diag_render(&sink->diags.items[i], out);
}

/*
 * Reads the rules afresh (the .cfix files and rule files may have
 * changed) and checks those of the server's folder.  On an error keeps
 * the rules it had, if any, and returns the errors rendered (caller
 * frees), else NULL.  A document's rules are its folder's
 * (cfix_profile_for()).
 */
static char *rules_load(struct server *srv)
{
	struct cfix_diag_sink sink;
	struct cfix_buf errors = CFIX_BUF_INIT;
	struct cfix_profiles *fresh = cfix_profiles_new(&srv->opts);
	bool ok;

	cfix_diag_sink_init(&sink);
	ok = cfix_profile_for(fresh, ".", &sink) != NULL;
	if (ok || !srv->setup.profiles) {
		cfix_profiles_free(srv->setup.profiles);
		srv->setup.profiles = fresh;
		srv->setup.opts = &srv->opts;
	} else {
		cfix_profiles_free(fresh);
	}
	if (!ok)
		diags_render(&sink, &errors, CFIX_DIAG_WARNING);
	cfix_diag_sink_release(&sink);
	return ok ? NULL : cfix_buf_detach(&errors, NULL);
}

/* ---- documents ----------------------------------------------------------- */

static int hex_value(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	ch = (char)(ch | 0x20);
	return ch >= 'a' && ch <= 'f' ? ch - 'a' + 10 : -1;
}

/* The file path of a file: URI (malloc'd), or NULL for another scheme. */
static char *uri_to_path(const char *uri)
{
	struct cfix_buf path = CFIX_BUF_INIT;

	if (strncmp(uri, "file://", 7))
		return NULL;
	uri += 7;
	if (!strncmp(uri, "localhost/", 10))
		uri += 9;
	for (const char *p = uri; *p; p++) {
		int hi = p[0] == '%' ? hex_value(p[1]) : -1;
		int lo = hi >= 0 ? hex_value(p[2]) : -1;

		if (lo >= 0) {
			cfix_buf_addch(&path, (char)(hi * 16 + lo));
			p += 2;
		} else {
			cfix_buf_addch(&path, *p);
		}
	}
	return cfix_buf_detach(&path, NULL);
}

static struct document *document_find(struct server *srv, const char *uri)
{
	for (size_t i = 0; i < srv->docs.len; i++)
		if (!strcmp(srv->docs.items[i]->uri, uri))
			return srv->docs.items[i];
	return NULL;
}

/* Kills the document's worker, with its analysis if one is running. */
static void document_stop_worker(struct document *doc)
{
	cfix_lsp_worker_free(doc->worker);
	doc->worker = NULL;
}

static void document_free(struct document *doc)
{
	if (!doc)
		return;
	document_stop_worker(doc);
	cfix_lsp_analysis_release(&doc->found);
	cfix_lsp_analysis_release(&doc->full);
	cfix_buf_release(&doc->full_text);
	cfix_buf_release(&doc->text);
	free(doc->uri);
	free(doc->path);
	free(doc);
}

static void document_remove(struct server *srv, struct document *doc)
{
	size_t kept = 0;

	for (size_t i = 0; i < srv->docs.len; i++)
		if (srv->docs.items[i] != doc)
			srv->docs.items[kept++] = srv->docs.items[i];
	srv->docs.len = kept;
	document_free(doc);
}

/* ---- analysis ------------------------------------------------------------ */

static json_t *lsp_position(const struct server *srv, const char *text,
			    size_t len, uint32_t offset)
{
	struct cfix_text_pos pos =
		cfix_text_pos_from_offset(text, len, offset, srv->unit);

	return json_pack("{s:i, s:i}", "line", (int)pos.line, "character",
			 (int)pos.col);
}

static json_t *lsp_range(const struct server *srv, const struct document *doc,
			 uint32_t begin, uint32_t end)
{
	return json_pack("{s:o, s:o}", "start",
			 lsp_position(srv, doc->text.data, doc->text.len, begin),
			 "end",
			 lsp_position(srv, doc->text.data, doc->text.len, end));
}

static json_t *match_diagnostic(const struct server *srv,
				const struct document *doc,
				const struct cfix_lsp_finding *f)
{
	return json_pack("{s:o, s:i, s:s, s:o, s:o}", "range",
			 lsp_range(srv, doc, f->begin, f->end), "severity",
			 f->severity, "source", "cfix", "code",
			 json_text(f->rule), "message", json_text(f->message));
}

/* Why the analysis gave no result, on the document's first line. */
static json_t *failure_diagnostic(const struct document *doc)
{
	return json_pack("{s:{s:{s:i, s:i}, s:{s:i, s:i}}, s:i, s:s, s:s, "
			 "s:o}", "range", "start", "line", 0, "character", 0,
			 "end", "line", 0, "character", 0, "severity", 1,
			 "source", "cfix", "code", "cfix-stopped", "message",
			 json_text(doc->found.failure));
}

/*
 * Publishes the document's findings; a partial result (the quick rules'
 * findings, the full analysis still running) says "partial": true, an
 * addition to LSP's parameters that clients ignore and tests read.
 */
static void publish(const struct server *srv, const struct document *doc)
{
	json_t *diags = json_array();
	json_t *params;

	if (doc->found.failure)
		json_array_append_new(diags, failure_diagnostic(doc));
	for (uint32_t i = 0; i < doc->found.nfindings; i++)
		json_array_append_new(
			diags,
			match_diagnostic(srv, doc, &doc->found.findings[i]));
	params = json_pack("{s:s, s:o}", "uri", doc->uri, "diagnostics",
			   diags);
	if (doc->found.partial)
		json_object_set_new(params, "partial", json_true());
	send_notification("textDocument/publishDiagnostics", params);
}

/*
 * A partial result becomes the document's: the last full result is kept
 * aside (when found was one), and its findings of rules that are not
 * quick join the partial ones when the edits since changed no token,
 * those in code the edits left alone (cfix_lsp_analysis_carry()).
 */
static void document_partial(struct document *doc,
			     struct cfix_lsp_analysis *analysis)
{
	if (doc->found.partial) {
		cfix_lsp_analysis_release(&doc->found);
	} else {
		cfix_lsp_analysis_release(&doc->full);
		doc->full = doc->found;
	}
	doc->found = *analysis;
	*analysis = (struct cfix_lsp_analysis){ 0 };
	cfix_lsp_analysis_carry(&doc->found, &doc->full, doc->full_text.data,
				doc->full_text.len, doc->text.data,
				doc->text.len);
}

/* An analysis ended (or sent its partial result): its log to the
 * client's log, its findings (or failure) to the document's
 * diagnostics. */
static void document_finish(const struct server *srv, struct document *doc,
			    struct cfix_lsp_analysis *analysis)
{
	if (analysis->partial) {	/* the full result logs */
		document_partial(doc, analysis);
		publish(srv, doc);
		return;
	}
	cfix_lsp_analysis_release(&doc->found);
	cfix_lsp_analysis_release(&doc->full);
	doc->found = *analysis;
	*analysis = (struct cfix_lsp_analysis){ 0 };
	cfix_buf_reset(&doc->full_text);
	cfix_buf_add(&doc->full_text, doc->text.data, doc->text.len);
	if (doc->found.log && *doc->found.log)
		send_message("window/logMessage", 2, doc->found.log);
	if (doc->found.failure)
		send_message("window/logMessage", 1, doc->found.failure);
	publish(srv, doc);
}

/* Sends the document's text to its worker (started if need be). */
static bool document_send(struct server *srv, struct document *doc)
{
	if (!doc->worker)
		doc->worker = cfix_lsp_worker_new(&srv->setup, doc->path);
	if (doc->worker && cfix_lsp_worker_send(doc->worker, doc->text.data,
						doc->text.len))
		return true;
	document_stop_worker(doc);	/* gone: one more try, afresh */
	doc->worker = cfix_lsp_worker_new(&srv->setup, doc->path);
	return doc->worker && cfix_lsp_worker_send(doc->worker, doc->text.data,
						   doc->text.len);
}

/* Starts analysing the document's text; the result comes later
 * (document_follow()), except when there is nothing to run. */
static void document_analyse(struct server *srv, struct document *doc)
{
	struct cfix_lsp_analysis analysis = { 0 };

	doc->dirty = false;
	if (doc->rule) {	/* parsed here: no script, no clang */
		send_notification("textDocument/publishDiagnostics",
				  json_pack("{s:s, s:o}", "uri", doc->uri,
					    "diagnostics",
					    cfix_lsp_rule_diagnostics(
						    &srv->setup,
						    doc->path ? doc->path
							      : doc->uri,
						    doc->text.data,
						    doc->text.len, srv->unit)));
		return;
	}
	if (doc->path && document_send(srv, doc))
		return;
	if (doc->path)
		analysis.failure = cfix_xstrdup("cfix could not start a worker "
						"process to analyse this file");
	document_stop_worker(doc);
	document_finish(srv, doc, &analysis);
}

/* Follows the document's running analysis (readable: its result is
 * waiting); publishes what it ends with. */
static void document_follow(struct server *srv, struct document *doc,
			    bool readable)
{
	struct cfix_lsp_analysis analysis = { 0 };
	enum cfix_lsp_progress progress =
		cfix_lsp_worker_poll(doc->worker, readable, &analysis);

	if (progress == CFIX_LSP_RUNNING)
		return;
	if (progress == CFIX_LSP_LOST)
		document_stop_worker(doc);
	document_finish(srv, doc, &analysis);
}

static bool document_busy(const struct document *doc)
{
	return cfix_lsp_worker_fd(doc->worker) >= 0;
}

/* Starts the analyses of dirty documents whose worker is free. */
static void analyse_dirty(struct server *srv)
{
	for (size_t i = 0; i < srv->docs.len; i++) {
		struct document *doc = srv->docs.items[i];

		if (doc->dirty && !document_busy(doc))
			document_analyse(srv, doc);
	}
}

/* Milliseconds poll() may wait for docs' workers' limits (-1: no
 * limit). */
static int limits_wait(struct document *const *docs, size_t ndocs)
{
	double wait = -1;

	for (size_t i = 0; i < ndocs; i++) {
		double w = cfix_lsp_worker_wait(docs[i]->worker);

		if (w >= 0 && (wait < 0 || w < wait))
			wait = w;
	}
	return wait < 0 ? -1 : (int)(wait * 1000) + 1;
}

/*
 * One wait: polls the input (with_input) and the running analyses'
 * results, no longer than the limits allow, and follows each running
 * analysis.  Returns whether input is waiting; sets *ended when an
 * analysis ended.
 */
static bool wait_round(struct server *srv, bool with_input, bool *ended)
{
	size_t ndocs = srv->docs.len;
	struct pollfd *fds = cfix_xcalloc(ndocs + 1, sizeof(*fds));
	bool input;

	for (size_t i = 0; i < ndocs; i++)
		fds[i] = (struct pollfd){
			.fd = cfix_lsp_worker_fd(srv->docs.items[i]->worker),
			.events = POLLIN };
	fds[ndocs] = (struct pollfd){ .fd = with_input ? srv->in.fd : -1,
				      .events = POLLIN };
	if (poll(fds, ndocs + 1, limits_wait(srv->docs.items, ndocs)) < 0)
		memset(fds, 0, (ndocs + 1) * sizeof(*fds));	/* EINTR */
	for (size_t i = 0; i < ndocs; i++) {
		struct document *doc = srv->docs.items[i];

		if (!document_busy(doc))
			continue;
		document_follow(srv, doc, fds[i].revents != 0);
		*ended |= !document_busy(doc);
	}
	input = fds[ndocs].revents != 0;
	free(fds);
	return input;
}

/* Waits until input comes or an analysis ends; returns whether input
 * is waiting. */
static bool wait_for_work(struct server *srv)
{
	bool ended = false, input = false;

	while (!input && !ended)
		input = wait_round(srv, true, &ended);
	return input;
}

/* Waits until doc's analysis ends (no longer than its limits). */
static void wait_for_document(struct server *srv, struct document *doc)
{
	bool ended = false;

	while (document_busy(doc))
		wait_round(srv, false, &ended);
}

/* ---- lifecycle ------------------------------------------------------------ */

/* utf-8 when the client offers it (no conversion), else LSP's utf-16. */
static const char *choose_encoding(struct server *srv, json_t *params)
{
	json_t *encodings = json_object_get(
		json_object_get(json_object_get(params, "capabilities"),
				"general"),
		"positionEncodings");
	size_t i;
	json_t *enc;

	json_array_foreach(encodings, i, enc) {
		if (json_is_string(enc) &&
		    !strcmp(json_string_value(enc), "utf-8")) {
			srv->unit = CFIX_COLUMN_BYTES;
			return "utf-8";
		}
	}
	srv->unit = CFIX_COLUMN_UTF16;
	return "utf-16";
}

static void read_client_options(struct server *srv, json_t *params)
{
	json_t *opts = json_object_get(params, "initializationOptions");
	const char *dir = json_string_value(
		json_object_get(opts, "compilationDatabasePath"));
	json_t *watch = json_object_get(
		json_object_get(json_object_get(params, "capabilities"),
				"workspace"),
		"didChangeWatchedFiles");

	if (dir && !srv->setup.compdb_dir) {
		srv->compdb_dir_owned = cfix_xstrdup(dir);
		srv->setup.compdb_dir = srv->compdb_dir_owned;
	}
	srv->watch_dynamic = json_is_true(
		json_object_get(watch, "dynamicRegistration"));
}

static json_t *on_initialize(struct server *srv, json_t *params, int *code)
{
	const char *encoding = choose_encoding(srv, params);

	read_client_options(srv, params);
	srv->initialized = true;
	return json_pack(
		"{s:{s:s, s:{s:b, s:i, s:{s:b}}, s:{s:[s]}, s:b, s:{s:[s]}}, "
		"s:{s:s, s:s}}",
		"capabilities", "positionEncoding", encoding,
		"textDocumentSync", "openClose", 1, "change", 1, "save",
		"includeText", 0, "codeActionProvider", "codeActionKinds",
		"quickfix", "hoverProvider", 1, "executeCommandProvider",
		"commands", CFIX_LSP_RUN_TESTS,
		"serverInfo", "name", "cfix", "version", CFIX_VERSION);
}

/* Asks the client to watch the rule files and compile databases. */
static void register_watchers(struct server *srv)
{
	json_t *watchers = json_array();

	json_array_append_new(watchers, json_pack("{s:s}", "globPattern",
						  "**/compile_commands.json"));
	json_array_append_new(watchers,
			      json_pack("{s:s}", "globPattern", "**/*.cocci"));
	json_array_append_new(watchers,
			      json_pack("{s:s}", "globPattern", "**/.cfix"));
	message_send(json_pack(
		"{s:s, s:s, s:s, s:{s:[{s:s, s:s, s:{s:o}}]}}", "jsonrpc",
		"2.0", "id", "cfix-watch", "method", "client/registerCapability",
		"params", "registrations", "id", "cfix-watch", "method",
		"workspace/didChangeWatchedFiles", "registerOptions",
		"watchers", watchers));
}

static void on_initialized(struct server *srv, json_t *params)
{
	if (srv->rule_errors)
		send_message("window/showMessage", 1, srv->rule_errors);
	free(srv->rule_errors);
	srv->rule_errors = NULL;
	if (srv->watch_dynamic)
		register_watchers(srv);
}

static json_t *on_shutdown(struct server *srv, json_t *params, int *code)
{
	srv->shutdown = true;
	return json_null();
}

static void on_exit_notification(struct server *srv, json_t *params)
{
	srv->exited = true;
}

/* ---- text synchronisation ------------------------------------------------ */

/* The document's text changed: an analysis of the old text is killed
 * (its result would not fit the text), the new text is analysed. */
static void document_changed(struct document *doc)
{
	if (document_busy(doc))
		document_stop_worker(doc);
	doc->dirty = true;
}

static void on_did_open(struct server *srv, json_t *params)
{
	const char *uri, *text, *language = NULL;
	size_t len;
	struct document *doc;

	if (json_unpack(params, "{s:{s:s, s:s%, s?s}}", "textDocument", "uri",
			&uri, "text", &text, &len, "languageId", &language))
		return;
	doc = document_find(srv, uri);
	if (!doc) {
		doc = cfix_xcalloc(1, sizeof(*doc));
		doc->uri = cfix_xstrdup(uri);
		doc->path = uri_to_path(uri);
		cfix_buf_init(&doc->text);
		cfix_buf_init(&doc->full_text);
		cfix_array_push(&srv->docs, doc);
	}
	doc->rule = cfix_lsp_is_rule(language, uri);
	cfix_buf_reset(&doc->text);
	cfix_buf_add(&doc->text, text, len);
	document_changed(doc);
}

static int range_to_offsets(const struct server *srv,
			    const struct document *doc, json_t *range,
			    uint32_t *begin, uint32_t *end);

/* Applies one contentChange: a range and its new text, or the whole text. */
static void change_apply(struct server *srv, struct document *doc,
			 json_t *change)
{
	json_t *range = json_object_get(change, "range");
	const char *text;
	size_t len;
	uint32_t begin, end;
	struct cfix_buf next = CFIX_BUF_INIT;

	if (json_unpack(change, "{s:s%}", "text", &text, &len))
		return;
	if (!range || range_to_offsets(srv, doc, range, &begin, &end)) {
		cfix_buf_reset(&doc->text);
		cfix_buf_add(&doc->text, text, len);
		return;
	}
	cfix_buf_add(&next, doc->text.data, begin);
	cfix_buf_add(&next, text, len);
	cfix_buf_add(&next, doc->text.data + end, doc->text.len - end);
	cfix_buf_release(&doc->text);
	doc->text = next;
}

static void on_did_change(struct server *srv, json_t *params)
{
	const char *uri;
	json_t *changes, *change;
	struct document *doc;
	size_t i;

	if (json_unpack(params, "{s:{s:s}, s:o}", "textDocument", "uri", &uri,
			"contentChanges", &changes))
		return;
	doc = document_find(srv, uri);
	if (!doc)
		return;
	json_array_foreach(changes, i, change)
		change_apply(srv, doc, change);
	document_changed(doc);
}

static void on_did_save(struct server *srv, json_t *params)
{
	const char *uri;
	struct document *doc;

	if (json_unpack(params, "{s:{s:s}}", "textDocument", "uri", &uri))
		return;
	doc = document_find(srv, uri);
	if (doc)
		doc->dirty = true;	/* headers it includes may have changed */
}

static void on_did_close(struct server *srv, json_t *params)
{
	const char *uri;
	struct document *doc;

	if (json_unpack(params, "{s:{s:s}}", "textDocument", "uri", &uri))
		return;
	doc = document_find(srv, uri);
	if (!doc)
		return;
	send_notification("textDocument/publishDiagnostics",
			  json_pack("{s:s, s:[]}", "uri", uri, "diagnostics"));
	document_remove(srv, doc);
}

static void on_watched_files(struct server *srv, json_t *params)
{
	char *errors = rules_load(srv);

	if (errors)
		send_message("window/showMessage", 1, errors);
	free(errors);
	/* rules or flags may have changed: new workers (made with the
	 * new rules) parse afresh, not reparse */
	for (size_t i = 0; i < srv->docs.len; i++) {
		document_stop_worker(srv->docs.items[i]);
		srv->docs.items[i]->dirty = true;
	}
}

/* ---- code actions --------------------------------------------------------- */

static struct cfix_text_pos position_from_ints(json_int_t line,
					       json_int_t character)
{
	return (struct cfix_text_pos){
		.line = line < 0 ? 0 : line > UINT32_MAX ? UINT32_MAX
							 : (uint32_t)line,
		.col = character < 0 ? 0 : character > UINT32_MAX
			? UINT32_MAX : (uint32_t)character,
	};
}

/* An LSP Range as byte offsets into doc's text; -1 if it is malformed. */
static int range_to_offsets(const struct server *srv,
			    const struct document *doc, json_t *range,
			    uint32_t *begin, uint32_t *end)
{
	json_int_t bl, bc, el, ec;

	if (json_unpack(range, "{s:{s:I, s:I}, s:{s:I, s:I}}", "start", "line",
			&bl, "character", &bc, "end", "line", &el, "character",
			&ec))
		return -1;
	*begin = cfix_text_pos_to_offset(doc->text.data, doc->text.len,
					 position_from_ints(bl, bc), srv->unit);
	*end = cfix_text_pos_to_offset(doc->text.data, doc->text.len,
				       position_from_ints(el, ec), srv->unit);
	if (*end < *begin)
		*end = *begin;
	return 0;
}

static json_t *text_edits(const struct server *srv, const struct document *doc,
			  const struct cfix_lsp_edit *edits, uint32_t count)
{
	json_t *array = json_array();

	for (uint32_t i = 0; i < count; i++)
		json_array_append_new(
			array, json_pack("{s:o, s:o}", "range",
					 lsp_range(srv, doc, edits[i].begin,
						   edits[i].end),
					 "newText", json_text(edits[i].text)));
	return array;
}

static json_t *quick_fix(const struct server *srv, const struct document *doc,
			 const struct cfix_lsp_finding *f)
{
	if (!f->nedits)
		return NULL;
	return json_pack("{s:o, s:s, s:[o], s:b, s:{s:{s:o}}}", "title",
			   json_text(f->title), "kind", "quickfix", "diagnostics",
			   match_diagnostic(srv, doc, f), "isPreferred", 1,
			   "edit", "changes", doc->uri,
			   text_edits(srv, doc, f->edits, f->nedits));
}

/* Brings the document's analysis up to date, waiting for it (no
 * longer than the time limit). */
static void document_analyse_now(struct server *srv, struct document *doc)
{
	while (doc->dirty || document_busy(doc)) {
		if (!document_busy(doc))
			document_analyse(srv, doc);
		wait_for_document(srv, doc);
	}
}

/* Does the request ask only for kinds that exclude quickfix? */
static bool quickfix_excluded(json_t *params)
{
	json_t *only = json_object_get(json_object_get(params, "context"),
				       "only");
	size_t i;
	json_t *kind;

	if (!json_is_array(only))
		return false;
	json_array_foreach(only, i, kind) {
		const char *k = json_string_value(kind);

		if (k && (!strcmp(k, "quickfix") || !strcmp(k, "")))
			return false;
	}
	return true;
}

static json_t *on_code_action(struct server *srv, json_t *params, int *code)
{
	const char *uri;
	json_t *range;
	struct document *doc;
	json_t *actions;
	uint32_t begin = 0, end = 0;

	if (json_unpack(params, "{s:{s:s}, s:o}", "textDocument", "uri", &uri,
			"range", &range) ||
	    !json_is_object(json_object_get(range, "start")) ||
	    !json_is_object(json_object_get(range, "end"))) {
		*code = RPC_INVALID_PARAMS;
		return json_string("codeAction needs textDocument.uri and range");
	}
	doc = document_find(srv, uri);
	if (doc)
		document_analyse_now(srv, doc);
	if (doc && range_to_offsets(srv, doc, range, &begin, &end)) {
		*code = RPC_INVALID_PARAMS;
		return json_string("codeAction: malformed range");
	}
	actions = json_array();
	if (!doc || quickfix_excluded(params))
		return actions;
	for (uint32_t i = 0; i < doc->found.nfindings; i++) {
		const struct cfix_lsp_finding *f = &doc->found.findings[i];
		json_t *action;

		if (f->begin > end || f->end < begin)
			continue;
		action = quick_fix(srv, doc, f);
		if (action)
			json_array_append_new(actions, action);
	}
	return actions;
}

/* ---- hover: rule files, and --explain at a line of C ---------------------- */

/* A hover in a rule file: the metavariable under the cursor
 * (lsp_cocci.c); on a line of a C document: `cfix --explain` of that
 * line of the text as the editor has it (tool/explain.c). */
static json_t *on_hover(struct server *srv, json_t *params, int *code)
{
	const char *uri;
	json_int_t line, character;
	struct document *doc;
	uint32_t offset;
	char *text;
	json_t *hover;

	if (json_unpack(params, "{s:{s:s}, s:{s:I, s:I}}", "textDocument",
			"uri", &uri, "position", "line", &line, "character",
			&character) || line < 0 || line >= UINT32_MAX) {
		*code = RPC_INVALID_PARAMS;
		return json_string("hover needs textDocument.uri and position");
	}
	doc = document_find(srv, uri);
	if (doc && doc->rule) {
		offset = cfix_text_pos_to_offset(doc->text.data, doc->text.len,
						 position_from_ints(line, character),
						 srv->unit);
		return cfix_lsp_rule_hover(&srv->setup,
					   doc->path ? doc->path : uri,
					   doc->text.data, doc->text.len, offset,
					   srv->unit);
	}
	if (!doc || !cfix_name_has_suffix(doc->path, ".c"))
		return json_null();
	text = cfix_explain_buffer(&srv->setup, doc->path, doc->text.data,
				   doc->text.len, (unsigned)line + 1);
	if (!text)
		return json_null();
	hover = json_pack("{s:{s:s, s:s}}", "contents", "kind", "plaintext",
			  "value", text);
	free(text);
	return hover;
}

/* ---- rule files: commands ------------------------------------------------ */

static json_t *on_execute_command(struct server *srv, json_t *params,
				  int *code)
{
	const char *uri = cfix_lsp_command_uri(params);
	struct document *doc = uri ? document_find(srv, uri) : NULL;
	char *path = uri ? uri_to_path(uri) : NULL;
	json_t *notes = json_array(), *note;
	json_t *result = cfix_lsp_rule_command(&srv->setup, params, path,
					       doc ? &doc->text : NULL, notes,
					       code);
	size_t i;

	json_array_foreach(notes, i, note)
		send_notification(json_string_value(json_object_get(note,
								    "method")),
				  json_incref(json_object_get(note, "params")));
	json_decref(notes);
	free(path);
	return result;
}

/* ---- dispatch ----------------------------------------------------------- */

/*
 * A request handler returns the result; on failure it sets *code and
 * returns the error message as a JSON string.
 */
typedef json_t *request_fn(struct server *srv, json_t *params, int *code);
typedef void notification_fn(struct server *srv, json_t *params);

static const struct {
	const char *method;
	request_fn *request;
	notification_fn *notification;
} methods[] = {
	{ "initialize", on_initialize, NULL },
	{ "initialized", NULL, on_initialized },
	{ "shutdown", on_shutdown, NULL },
	{ "exit", NULL, on_exit_notification },
	{ "textDocument/didOpen", NULL, on_did_open },
	{ "textDocument/didChange", NULL, on_did_change },
	{ "textDocument/didSave", NULL, on_did_save },
	{ "textDocument/didClose", NULL, on_did_close },
	{ "textDocument/codeAction", on_code_action, NULL },
	{ "textDocument/hover", on_hover, NULL },
	{ "workspace/executeCommand", on_execute_command, NULL },
	{ "workspace/didChangeWatchedFiles", NULL, on_watched_files },
};

static int method_index(const char *method)
{
	for (size_t i = 0; i < sizeof(methods) / sizeof(*methods); i++)
		if (!strcmp(methods[i].method, method))
			return (int)i;
	return -1;
}

static void request_handle(struct server *srv, const char *method, json_t *id,
			   json_t *params)
{
	int index = method_index(method), code = 0;
	json_t *result;

	if (index < 0 || !methods[index].request) {
		send_error(id, RPC_METHOD_NOT_FOUND, "unknown method");
		return;
	}
	if (!srv->initialized && strcmp(method, "initialize")) {
		send_error(id, RPC_SERVER_NOT_INITIALIZED,
			   "the server is not initialized");
		return;
	}
	if (srv->shutdown) {
		send_error(id, RPC_INVALID_REQUEST,
			   "the server is shut down; only 'exit' is accepted");
		return;
	}
	result = methods[index].request(srv, params, &code);
	if (code) {
		send_error(id, code, json_string_value(result));
		json_decref(result);
	} else {
		send_result(id, result);
	}
}

static void notification_handle(struct server *srv, const char *method,
				json_t *params)
{
	int index = method_index(method);

	if (index < 0 || !methods[index].notification)
		return;	/* unknown notifications are ignored, as LSP says */
	if (!srv->initialized && strcmp(method, "exit"))
		return;
	methods[index].notification(srv, params);
}

static void message_handle(struct server *srv, const struct cfix_buf *body)
{
	json_error_t error;
	json_t *msg = json_loadb(body->data, body->len, JSON_DECODE_ANY, &error);
	json_t *id = json_object_get(msg, "id");
	const char *method = json_string_value(json_object_get(msg, "method"));
	json_t *params = json_object_get(msg, "params");

	if (!msg)
		send_error(NULL, RPC_PARSE_ERROR, error.text);
	else if (!method && id && (json_object_get(msg, "result") ||
				   json_object_get(msg, "error")))
		;	/* a response to one of our requests */
	else if (!json_is_object(msg) || !method ||
		 (id && !json_is_string(id) && !json_is_integer(id)))
		send_error(json_is_object(msg) && (json_is_string(id) ||
						   json_is_integer(id))
				   ? id : NULL,
			   RPC_INVALID_REQUEST, "not a JSON-RPC request");
	else if (id)
		request_handle(srv, method, id, params);
	else
		notification_handle(srv, method, params);
	json_decref(msg);
}

/* ---- main loop ------------------------------------------------------------ */

static void usage(FILE *out)
{
	fprintf(out,
		"usage: cfix lsp [--sp-file FILE]... [--rules LIST] "
		"[--rule-dir DIR] [--trust-checkout] [-p DIR]\n"
		"                [--timeout SECS] [--memory-limit SIZE] "
		"[--max-file-size SIZE]\n\n"
		"Runs a Language Server Protocol server on stdin/stdout.\n"
		"  --sp-file FILE       semantic patch (repeatable); default: "
		"the built-in rules\n"
		"  --rules LIST         pick rules by name, as cfix --rules "
		"(after each file's .cfix)\n"
		"  --rule-dir DIR       also offer the rules of DIR\n"
		"  --trust-checkout     load the rule-dirs of every .cfix, "
		"as cfix --trust-checkout\n"
		"  -p, --compile-commands DIR\n"
		"                       folder holding compile_commands.json "
		"(default: searched upward from each file)\n"
		"  --timeout SECS       stop an analysis that takes more CPU "
		"time, or that long waiting\n"
		"                       (default 120, as cfix's; 0: no limit)\n"
		"  --memory-limit SIZE  stop an analysis that holds more "
		"memory (e.g. 2G;\n"
		"                       default: half of the machine's memory; "
		"0: no limit)\n"
		"  --max-file-size SIZE do not parse a bigger rule file "
		"(default 16M; 0: no limit)\n"
		"  -h, --help           show this help\n");
}

/* --timeout SECS, --memory-limit SIZE, --max-file-size SIZE: false if
 * value is not one. */
static bool limit_option(struct server *srv, int c, const char *value)
{
	char *end;
	unsigned long secs;

	if (c == 'm')
		return cfix_size_parse(value, &srv->setup.memory);
	if (c == 'S')
		return cfix_size_parse(value, &srv->setup.max_file_size);
	errno = 0;
	secs = strtoul(value, &end, 10);
	if (errno || *end || end == value || *value == '-' || secs > 86400)
		return false;
	srv->setup.timeout = (unsigned)secs;
	return true;
}

/* Parses argv; returns -1 to run, else an exit status. */
static int options_parse(struct server *srv, int argc, char **argv)
{
	static const struct option longs[] = {
		{ "sp-file", required_argument, NULL, 's' },
		{ "rules", required_argument, NULL, 'r' },
		{ "rule-dir", required_argument, NULL, 'd' },
		{ "trust-checkout", no_argument, NULL, 'T' },
		{ "compile-commands", required_argument, NULL, 'p' },
		{ "timeout", required_argument, NULL, 't' },
		{ "memory-limit", required_argument, NULL, 'm' },
		{ "max-file-size", required_argument, NULL, 'S' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	opterr = 0;
	optind = 1;
	while ((c = getopt_long(argc, argv, "p:h", longs, NULL)) != -1) {
		if (c == 's') {
			cfix_array_push(&srv->opts.rule_files, optarg);
		} else if (c == 'r') {
			cfix_array_push(&srv->opts.rule_patterns, optarg);
		} else if (c == 'd') {
			cfix_array_push(&srv->opts.rule_dirs, optarg);
		} else if (c == 'T') {
			srv->opts.trust_checkout = true;
			srv->setup.trust_checkout = true;
		} else if (c == 'p') {
			srv->setup.compdb_dir = optarg;
		} else if ((c == 't' || c == 'm' || c == 'S') &&
			   !limit_option(srv, c, optarg)) {
			fprintf(stderr, "cfix lsp: error: bad value '%s' for "
				"'%s'\n", optarg, argv[optind - 1]);
			return 2;
		} else if (c == 'h') {
			usage(stdout);
			return 0;
		} else if (c != 't' && c != 'm' && c != 'S') {
			fprintf(stderr, "cfix lsp: error: unknown option '%s'\n",
				argv[optind - 1]);
			usage(stderr);
			return 2;
		}
	}
	if (optind < argc) {
		fprintf(stderr, "cfix lsp: error: unexpected argument '%s'\n",
			argv[optind]);
		return 2;
	}
	return -1;
}

static void server_release(struct server *srv)
{
	for (size_t i = 0; i < srv->docs.len; i++)
		document_free(srv->docs.items[i]);
	cfix_array_release(&srv->docs);
	cfix_profiles_free(srv->setup.profiles);
	cfix_options_release(&srv->opts);
	free(srv->rule_errors);
	free(srv->compdb_dir_owned);
}

static void serve(struct server *srv)
{
	struct cfix_buf body = CFIX_BUF_INIT;

	while (!srv->exited) {
		int got;

		if (!input_pending(&srv->in)) {
			analyse_dirty(srv);
			if (!wait_for_work(srv))
				continue;	/* an analysis ended: start more */
		}
		got = message_read(&srv->in, &body);
		if (got == 0)
			break;
		if (got < 0)
			send_error(NULL, RPC_INVALID_REQUEST,
				   "message header without Content-Length");
		else
			message_handle(srv, &body);
	}
	cfix_buf_release(&body);
}

int cfix_lsp_main(int argc, char **argv)
{
	struct server srv = {
		.in.fd = STDIN_FILENO, .unit = CFIX_COLUMN_UTF16,
		/* the command line's defaults; one analysis at a time is
		 * the usual case */
		.setup = { .timeout = 120,
			   .memory = cfix_memory_limit_default(1),
			   .max_file_size = CFIX_MAX_FILE_SIZE },
	};
	int status = options_parse(&srv, argc, argv);

	if (status < 0) {
		signal(SIGPIPE, SIG_IGN);
		srv.rule_errors = rules_load(&srv);
		if (srv.rule_errors)
			fputs(srv.rule_errors, stderr);
		serve(&srv);
		status = srv.shutdown ? 0 : 1;
	}
	server_release(&srv);
	return status;
}
