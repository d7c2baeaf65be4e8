/*
 * Findings in formats other tools read.  The line formats (JSON lines,
 * clang's fix-it lines) are written per file as it is processed; the
 * document formats (YAML in export_yaml.c, SARIF in export_sarif.c) need
 * the whole run, so files are copied into a struct cfix_export first.
 *
 * Design decision: the copy keeps positions, not text.  A kernel-wide run
 * would otherwise hold every matched file's bytes until the end; what a
 * document needs of a file is where each finding and edit lies, in bytes
 * and in UTF-16 units, computed once here.
 */
#include "export_internal.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- shared helpers ----------------------------------------------------- */

struct cfix_export_point cfix__export_point(const char *text, size_t len,
					    uint32_t offset)
{
	struct cfix_text_pos bytes, units;

	bytes = cfix_text_pos_from_offset(text, len, offset, CFIX_COLUMN_BYTES);
	units = cfix_text_pos_from_offset(text, len, offset, CFIX_COLUMN_UTF16);
	return (struct cfix_export_point){
		.offset = offset < len ? offset : (uint32_t)len,
		.line = bytes.line + 1, .col = bytes.col + 1,
		.col16 = units.col + 1,
	};
}

size_t cfix__export_utf8_sequence(const unsigned char *s)
{
	size_t n = s[0] < 0x80 ? 1 : s[0] >= 0xC2 && s[0] < 0xE0 ? 2
		 : s[0] >= 0xE0 && s[0] < 0xF0 ? 3
		 : s[0] >= 0xF0 && s[0] < 0xF5 ? 4 : 0;

	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xC0) != 0x80)
			return 0;
	return n;
}

json_t *cfix__export_string(const char *text)
{
	struct cfix_buf clean = CFIX_BUF_INIT;
	const unsigned char *s = (const unsigned char *)text;
	json_t *str = json_string(text ? text : "");

	if (str)
		return str;
	while (*s) {
		size_t n = cfix__export_utf8_sequence(s);

		if (n) {
			cfix_buf_add(&clean, s, n);
			s += n;
		} else {
			cfix_buf_adds(&clean, "\xEF\xBF\xBD");
			s++;
		}
	}
	str = json_stringn(clean.data, clean.len);
	cfix_buf_release(&clean);
	return str ? str : json_string("");
}

char *cfix__export_abspath(const char *path)
{
	char *real = realpath(path, NULL);
	char cwd[PATH_MAX];

	if (real)
		return real;
	if (path[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		return cfix_xstrdup(path);
	return cfix_xasprintf("%s/%s", cwd, path);
}

/* ---- same-place insertions of several findings ------------------------- */

/*
 * Several findings inserting at one place (rules of one file each adding
 * a line after one statement) leave the order of their texts to the
 * consumer, which cannot know it: every format writes the text the fixed
 * file has there (the edits' order, as --in-place applies it) on the
 * first finding's insertion, and none on the others' (joined, in
 * cfix_export_edit).
 */

/* An insertion of some finding: where, and whose (its match's index). */
struct insertion {
	uint32_t at, match;
};

typedef CFIX_ARRAY(struct insertion) insertion_list;

static int insertion_compare(const void *pa, const void *pb)
{
	const struct insertion *a = pa, *b = pb;

	if (a->at != b->at)
		return a->at < b->at ? -1 : 1;
	return (a->match > b->match) - (a->match < b->match);
}

/* Every insertion of file's findings, by place, then match. */
static void insertions_list(const struct cfix_export_file *file,
			    insertion_list *out)
{
	for (uint32_t k = 0; k < file->nmatches; k++) {
		uint32_t count;
		const struct cfix_edit *edits = cfix_editset_match_edits(
			file->edits, &file->matches[k], &count);

		for (uint32_t i = 0; i < count; i++)
			if (edits[i].begin == edits[i].end)
				cfix_array_push(out, ((struct insertion){
					edits[i].begin, k }));
	}
	if (out->len)
		qsort(out->items, out->len, sizeof(*out->items),
		      insertion_compare);
}

/* What the fixed file has at place at: every insertion there, in the
 * order the edits apply. */
static const char *written_at(struct cfix_arena *arena,
			      const struct cfix_editset *set, uint32_t at)
{
	struct cfix_buf text = CFIX_BUF_INIT;
	const char *copy;

	for (size_t i = 0; i < set->edits.len; i++)
		if (set->edits.items[i].begin == at &&
		    set->edits.items[i].end == at)
			cfix_buf_adds(&text, set->edits.items[i].text);
	copy = cfix_arena_strdup(arena, text.data ? text.data : "");
	cfix_buf_release(&text);
	return copy;
}

/* The joined text of match's insertion at at (cfix_export_edit), in
 * arena. */
static const char *joined_at(struct cfix_arena *arena,
			     const struct cfix_export_file *file,
			     const insertion_list *ins, uint32_t match,
			     uint32_t at)
{
	size_t lo = 0, hi = ins->len;
	bool others = false;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (ins->items[mid].at < at)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i < ins->len && ins->items[i].at == at; i++)
		others |= ins->items[i].match != match;
	if (!others)
		return NULL;
	return ins->items[lo].match == match ? written_at(arena, file->edits, at)
					     : "";
}

/*
 * The text a format writes for edit, of match k of file: its own, the
 * joined text of every finding's insertion there, or NULL for none.
 */
static const char *edit_text(struct cfix_arena *arena,
			     const struct cfix_export_file *file,
			     const insertion_list *ins, uint32_t k,
			     const struct cfix_edit *edit)
{
	const char *joined = edit->begin == edit->end
		? joined_at(arena, file, ins, k, edit->begin) : NULL;

	return !joined ? edit->text : *joined ? joined : NULL;
}

const char *cfix__export_edit_text(const struct cfix_export_edit *edit)
{
	return !edit->joined ? edit->text : *edit->joined ? edit->joined : NULL;
}

/* What the line formats need of a file beyond it: its insertions, and
 * an arena for joined texts. */
struct lines_view {
	const struct cfix_export_file *file;
	insertion_list ins;
	struct cfix_arena *arena;
};

static void lines_view_init(struct lines_view *v,
			    const struct cfix_export_file *file)
{
	*v = (struct lines_view){ .file = file, .arena = cfix_arena_new() };
	insertions_list(file, &v->ins);
}

static void lines_view_release(struct lines_view *v)
{
	cfix_array_release(&v->ins);
	cfix_arena_free(v->arena);
}

/* ---- JSON lines --------------------------------------------------------- */

static void json_set_point(json_t *obj, const char *line_key,
			   const char *col_key, struct cfix_export_point p)
{
	json_object_set_new(obj, line_key, json_integer(p.line));
	json_object_set_new(obj, col_key, json_integer(p.col));
}

static json_t *json_span(const struct cfix_export_file *file, uint32_t begin,
			 uint32_t end)
{
	json_t *obj = json_object();

	json_set_point(obj, "line", "col",
		       cfix__export_point(file->text, file->len, begin));
	json_set_point(obj, "end_line", "end_col",
		       cfix__export_point(file->text, file->len, end));
	return obj;
}

static json_t *json_edits(const struct lines_view *v, uint32_t k,
			  const struct cfix_edit *edits, uint32_t count)
{
	json_t *array = json_array();

	for (uint32_t i = 0; i < count; i++) {
		const char *text = edit_text(v->arena, v->file, &v->ins, k,
					     &edits[i]);
		json_t *obj;

		if (!text)
			continue;
		obj = json_span(v->file, edits[i].begin, edits[i].end);
		json_object_set_new(obj, "offset", json_integer(edits[i].begin));
		json_object_set_new(obj, "length",
				    json_integer(edits[i].end - edits[i].begin));
		json_object_set_new(obj, "text", cfix__export_string(text));
		json_array_append_new(array, obj);
	}
	return array;
}

/*
 * The fix as one replacement: the stretch [lo, hi) covering the match
 * and its edits, and its text once the edits are applied.
 */
static json_t *json_fix(const struct cfix_export_file *file,
			const struct cfix_match *m,
			const struct cfix_edit *edits, uint32_t count)
{
	uint32_t lo = m->begin, hi = m->end, pos;
	struct cfix_buf text = CFIX_BUF_INIT;
	json_t *obj;

	for (uint32_t i = 0; i < count; i++) {
		lo = edits[i].begin < lo ? edits[i].begin : lo;
		hi = edits[i].end > hi ? edits[i].end : hi;
	}
	if (!count || hi > file->len)
		return json_null();
	pos = lo;
	for (uint32_t i = 0; i < count; i++) {
		cfix_buf_add(&text, file->text + pos, edits[i].begin - pos);
		cfix_buf_adds(&text, edits[i].text);
		pos = edits[i].end;
	}
	cfix_buf_add(&text, file->text + pos, hi - pos);
	obj = json_span(file, lo, hi);
	json_object_set_new(obj, "text", cfix__export_string(text.data));
	cfix_buf_release(&text);
	return obj;
}

static json_t *json_finding(const struct lines_view *v, uint32_t k)
{
	const struct cfix_export_file *file = v->file;
	const struct cfix_match *m = &file->matches[k];
	uint32_t count;
	const struct cfix_edit *edits =
		cfix_editset_match_edits(file->edits, m, &count);
	json_t *obj = json_object();
	json_t *span = json_span(file, m->begin, m->end);

	json_object_set_new(obj, "file", cfix__export_string(file->path));
	json_object_update(obj, span);
	json_decref(span);
	json_object_set_new(obj, "rule", cfix__export_string(m->rule));
	json_object_set_new(obj, "severity", json_string(cfix_severity_name(
				    cfix_rule_severity(m->severity))));
	json_object_set_new(obj, "message",
			    cfix__export_string(m->message ? m->message
							   : "code matches"));
	json_object_set_new(obj, "fix", json_fix(file, m, edits, count));
	json_object_set_new(obj, "edits", json_edits(v, k, edits, count));
	if (m->not_rewritten)
		json_object_set_new(obj, "not_rewritten",
				    cfix__export_string(m->not_rewritten));
	return obj;
}

void cfix_export_json_lines(struct cfix_buf *out,
			    const struct cfix_export_file *file)
{
	struct lines_view v;

	lines_view_init(&v, file);
	for (uint32_t i = 0; i < file->nmatches; i++) {
		json_t *obj = json_finding(&v, i);
		char *line = json_dumps(obj, JSON_COMPACT | JSON_PRESERVE_ORDER);

		cfix_buf_adds(out, line);
		cfix_buf_addch(out, '\n');
		free(line);
		json_decref(obj);
	}
	lines_view_release(&v);
}

/* ---- fix-it lines ------------------------------------------------------- */

/* As LLVM's raw_ostream::write_escaped, which clang uses for fix-its. */
static void add_c_escaped(struct cfix_buf *out, const char *text)
{
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '\\' || *p == '"')
			cfix_buf_addf(out, "\\%c", *p);
		else if (*p == '\n')
			cfix_buf_adds(out, "\\n");
		else if (*p == '\t')
			cfix_buf_adds(out, "\\t");
		else if (*p < 0x20 || *p >= 0x7F)
			cfix_buf_addf(out, "\\%03o", *p);
		else
			cfix_buf_addch(out, (char)*p);
	}
}

static void fixit_line(struct cfix_buf *out,
		       const struct cfix_export_file *file,
		       const struct cfix_edit *edit, const char *text)
{
	struct cfix_export_point b, e;

	b = cfix__export_point(file->text, file->len, edit->begin);
	e = cfix__export_point(file->text, file->len, edit->end);
	cfix_buf_adds(out, "fix-it:\"");
	add_c_escaped(out, file->path);
	cfix_buf_addf(out, "\":{%u:%u-%u:%u}:\"", b.line, b.col, e.line, e.col);
	add_c_escaped(out, text);
	cfix_buf_adds(out, "\"\n");
}

void cfix_export_fixit_lines(struct cfix_buf *out,
			     const struct cfix_export_file *file)
{
	struct lines_view v;

	lines_view_init(&v, file);
	for (uint32_t i = 0; i < file->nmatches; i++) {
		const struct cfix_match *m = &file->matches[i];
		struct cfix_export_point p =
			cfix__export_point(file->text, file->len, m->begin);
		uint32_t count;
		const struct cfix_edit *edits =
			cfix_editset_match_edits(file->edits, m, &count);

		cfix_buf_add_path(out, file->path);
		cfix_buf_addf(out, ":%u:%u: %s: %s [%s]\n", p.line, p.col,
			      cfix_severity_name(cfix_rule_severity(m->severity)),
			      m->message ? m->message : "code matches",
			      m->rule ? m->rule : "?");
		for (uint32_t k = 0; k < count; k++) {
			const char *text = edit_text(v.arena, file, &v.ins, i,
						     &edits[k]);

			if (text)
				fixit_line(out, file, &edits[k], text);
		}
	}
	lines_view_release(&v);
}

/* ---- the run's copy ----------------------------------------------------- */

struct cfix_export *cfix_export_new(void)
{
	struct cfix_export *run = cfix_xcalloc(1, sizeof(*run));

	run->arena = cfix_arena_new();
	return run;
}

void cfix_export_free(struct cfix_export *run)
{
	if (!run)
		return;
	for (size_t i = 0; i < run->files.len; i++)
		cfix_array_release(&run->files.items[i].findings);
	cfix_array_release(&run->files);
	cfix_arena_free(run->arena);
	free(run);
}

static const struct cfix_export_edit *
edits_copy(struct cfix_export *run, const struct cfix_export_file *file,
	   const struct cfix_edit *edits, uint32_t count,
	   const insertion_list *ins, uint32_t match)
{
	struct cfix_export_edit *copy =
		cfix_arena_alloc(run->arena, (count ? count : 1) * sizeof(*copy));

	for (uint32_t i = 0; i < count; i++) {
		copy[i].begin = cfix__export_point(file->text, file->len,
						   edits[i].begin);
		copy[i].end = cfix__export_point(file->text, file->len,
						 edits[i].end);
		copy[i].text = cfix_arena_strdup(run->arena, edits[i].text);
		copy[i].joined = edits[i].begin == edits[i].end
			? joined_at(run->arena, file, ins, match, edits[i].begin)
			: NULL;
	}
	return copy;
}

static struct cfix_export_finding
finding_copy(struct cfix_export *run, const struct cfix_export_file *file,
	     const insertion_list *ins, uint32_t k)
{
	const struct cfix_match *m = &file->matches[k];
	uint32_t count;
	const struct cfix_edit *edits =
		cfix_editset_match_edits(file->edits, m, &count);
	struct cfix_arena *arena = run->arena;
	struct cfix_export_finding f = {
		.rule = cfix_arena_strdup(arena, m->rule ? m->rule : "?"),
		.message = cfix_arena_strdup(arena, m->message ? m->message
							       : "code matches"),
		.severity = cfix_severity_name(cfix_rule_severity(m->severity)),
		.not_rewritten = m->not_rewritten
			? cfix_arena_strdup(arena, m->not_rewritten) : NULL,
		.begin = cfix__export_point(file->text, file->len, m->begin),
		.end = cfix__export_point(file->text, file->len, m->end),
		.edits = edits_copy(run, file, edits, count, ins, k),
		.nedits = count,
	};

	if (file->context)
		cfix__export_html_snippet(arena, file, m, edits, count, &f);
	return f;
}

void cfix_export_add(struct cfix_export *run,
		     const struct cfix_export_file *file)
{
	struct cfix_export_record rec = { 0 };
	insertion_list ins = { 0 };
	char *abspath;

	if (!file->nmatches)
		return;
	abspath = cfix__export_abspath(file->path);
	rec.path = cfix_arena_strdup(run->arena, file->path);
	rec.abspath = cfix_arena_strdup(run->arena, abspath);
	free(abspath);
	insertions_list(file, &ins);
	for (uint32_t i = 0; i < file->nmatches; i++)
		cfix_array_push(&rec.findings, finding_copy(run, file, &ins, i));
	cfix_array_release(&ins);
	cfix_array_push(&run->files, rec);
}

/* ---- saving ------------------------------------------------------------- */

int cfix_export_save(const char *path, const struct cfix_buf *buf,
		     struct cfix_diag_sink *sink)
{
	struct cfix_loc loc = { .file = path };
	FILE *file = fopen(path, "wb");
	int err = 0;

	if (!file) {
		err = errno;
	} else {
		if (fwrite(buf->data, 1, buf->len, file) != buf->len)
			err = errno ? errno : EIO;
		if (fclose(file) && !err)
			err = errno;
	}
	if (!err)
		return 0;
	cfix_diag_add(sink, CFIX_DIAG_ERROR, loc, "cannot write '%s': %s", path,
		      strerror(err));
	return -1;
}

/* ---- a record across a pipe --------------------------------------------- */

/*
 * A worker process copies a file into its own struct cfix_export; the
 * parent, which writes the run's documents, gets the record as bytes.
 * The form is private to this file and to one build of cfix: 32-bit
 * numbers in the host's byte order, strings as a length then the bytes
 * (length 0xFFFFFFFF for NULL).  Strings are kept byte for byte: an
 * edit's text may be any bytes the source had.
 */

static void put_u32(struct cfix_buf *out, uint32_t value)
{
	cfix_buf_add(out, &value, sizeof(value));
}

static void put_str(struct cfix_buf *out, const char *text)
{
	uint32_t len = text ? (uint32_t)strlen(text) : UINT32_MAX;

	put_u32(out, len);
	if (text)
		cfix_buf_add(out, text, len);
}

static void put_point(struct cfix_buf *out, struct cfix_export_point p)
{
	put_u32(out, p.offset);
	put_u32(out, p.line);
	put_u32(out, p.col);
	put_u32(out, p.col16);
}

void cfix_export_serialize(struct cfix_buf *out,
			   const struct cfix_export_file *file)
{
	struct cfix_export *one = cfix_export_new();

	cfix_export_add(one, file);
	for (size_t i = 0; i < one->files.len; i++) {
		const struct cfix_export_record *rec = &one->files.items[i];

		put_str(out, rec->path);
		put_str(out, rec->abspath);
		put_u32(out, (uint32_t)rec->findings.len);
		for (size_t k = 0; k < rec->findings.len; k++) {
			const struct cfix_export_finding *f =
				&rec->findings.items[k];

			put_str(out, f->rule);
			put_str(out, f->message);
			put_str(out, f->severity);
			put_str(out, f->not_rewritten);
			put_point(out, f->begin);
			put_point(out, f->end);
			put_u32(out, f->nedits);
			for (uint32_t e = 0; e < f->nedits; e++) {
				put_point(out, f->edits[e].begin);
				put_point(out, f->edits[e].end);
				put_str(out, f->edits[e].text);
				put_str(out, f->edits[e].joined);
			}
			put_str(out, f->context);
			put_u32(out, f->context_line);
			put_str(out, f->diff);
		}
	}
	cfix_export_free(one);
}

/* A reader of the bytes above; ok turns false at the first short read. */
struct reader {
	const char *data;
	size_t len, pos;
	struct cfix_arena *arena;
	bool ok;
};

static uint32_t get_u32(struct reader *r)
{
	uint32_t value = 0;

	if (!r->ok || r->len - r->pos < sizeof(value)) {
		r->ok = false;
		return 0;
	}
	memcpy(&value, r->data + r->pos, sizeof(value));
	r->pos += sizeof(value);
	return value;
}

static const char *get_str(struct reader *r)
{
	uint32_t len = get_u32(r);
	char *text;

	if (!r->ok || len == UINT32_MAX)
		return NULL;
	if (r->len - r->pos < len) {
		r->ok = false;
		return NULL;
	}
	text = cfix_arena_alloc(r->arena, (size_t)len + 1);
	memcpy(text, r->data + r->pos, len);
	text[len] = '\0';
	r->pos += len;
	return text;
}

static struct cfix_export_point get_point(struct reader *r)
{
	struct cfix_export_point p;

	p.offset = get_u32(r);
	p.line = get_u32(r);
	p.col = get_u32(r);
	p.col16 = get_u32(r);
	return p;
}

int cfix_export_add_serialized(struct cfix_export *run, const char *data,
			       size_t len)
{
	struct reader r = { data, len, 0, run->arena, true };

	while (r.ok && r.pos < r.len) {
		struct cfix_export_record rec = { 0 };
		uint32_t nfindings;

		rec.path = get_str(&r);
		rec.abspath = get_str(&r);
		nfindings = get_u32(&r);
		for (uint32_t k = 0; r.ok && k < nfindings; k++) {
			struct cfix_export_finding f = { 0 };
			struct cfix_export_edit *edits;

			f.rule = get_str(&r);
			f.message = get_str(&r);
			f.severity = get_str(&r);
			f.not_rewritten = get_str(&r);
			f.begin = get_point(&r);
			f.end = get_point(&r);
			f.nedits = get_u32(&r);
			if (!r.ok || f.nedits > (r.len - r.pos) / 32) {
				r.ok = false;
				break;
			}
			edits = cfix_arena_alloc(run->arena,
				(f.nedits ? f.nedits : 1) * sizeof(*edits));
			for (uint32_t e = 0; e < f.nedits; e++) {
				edits[e].begin = get_point(&r);
				edits[e].end = get_point(&r);
				edits[e].text = get_str(&r);
				edits[e].joined = get_str(&r);
			}
			f.edits = edits;
			f.context = get_str(&r);
			f.context_line = get_u32(&r);
			f.diff = get_str(&r);
			if (!f.rule || !f.message || !f.severity)
				r.ok = false;
			cfix_array_push(&rec.findings, f);
		}
		if (!r.ok || !rec.path || !rec.abspath) {
			cfix_array_release(&rec.findings);
			return -1;
		}
		cfix_array_push(&run->files, rec);
	}
	return r.ok ? 0 : -1;
}
