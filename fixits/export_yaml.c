/*
 * clang-tidy's export-fixes document, written with libyaml, so that
 * clang-apply-replacements (and every tool reading clang-tidy's fixes)
 * can apply cfix's edits.  The shape is clang's
 * TranslationUnitDiagnostics: a MainSourceFile, then one Diagnostics
 * entry per finding whose Replacements are the finding's accepted edits.
 *
 * Design decision: one document for the whole run.  A diagnostic's
 * replacements name their file, and clang-apply-replacements groups
 * them per file across all diagnostics, so the MainSourceFile only
 * matters for a single-file run, where it names that file.
 */
#include "export_internal.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <yaml.h>

struct yaml_out {
	yaml_emitter_t emitter;
	bool failed;
};

static int buf_write(void *data, unsigned char *bytes, size_t size)
{
	cfix_buf_add(data, bytes, size);
	return 1;
}

static void emit(struct yaml_out *y, yaml_event_t *event, int made)
{
	if (y->failed) {
		if (made)
			yaml_event_delete(event);
		return;
	}
	if (!made || !yaml_emitter_emit(&y->emitter, event))
		y->failed = true;
}

static void emit_scalar(struct yaml_out *y, const char *text,
			yaml_scalar_style_t style)
{
	yaml_event_t event;
	int made = yaml_scalar_event_initialize(
		&event, NULL, NULL, (yaml_char_t *)text, (int)strlen(text),
		style == YAML_PLAIN_SCALAR_STYLE, style != YAML_PLAIN_SCALAR_STYLE,
		style);

	emit(y, &event, made);
}

static void emit_key_string(struct yaml_out *y, const char *key,
			    const char *value)
{
	emit_scalar(y, key, YAML_PLAIN_SCALAR_STYLE);
	emit_scalar(y, value, YAML_DOUBLE_QUOTED_SCALAR_STYLE);
}

static void emit_key_number(struct yaml_out *y, const char *key,
			    uint32_t value)
{
	char number[16];

	snprintf(number, sizeof(number), "%u", value);
	emit_scalar(y, key, YAML_PLAIN_SCALAR_STYLE);
	emit_scalar(y, number, YAML_PLAIN_SCALAR_STYLE);
}

static void emit_mapping(struct yaml_out *y, bool start)
{
	yaml_event_t event;
	int made = start ? yaml_mapping_start_event_initialize(
				   &event, NULL, NULL, 1,
				   YAML_BLOCK_MAPPING_STYLE)
			 : yaml_mapping_end_event_initialize(&event);

	emit(y, &event, made);
}

static void emit_sequence(struct yaml_out *y, bool start)
{
	yaml_event_t event;
	int made = start ? yaml_sequence_start_event_initialize(
				   &event, NULL, NULL, 1,
				   YAML_BLOCK_SEQUENCE_STYLE)
			 : yaml_sequence_end_event_initialize(&event);

	emit(y, &event, made);
}

static void emit_replacement(struct yaml_out *y, const char *path,
			     const struct cfix_export_edit *edit)
{
	emit_mapping(y, true);
	emit_key_string(y, "FilePath", path);
	emit_key_number(y, "Offset", edit->begin.offset);
	emit_key_number(y, "Length", edit->end.offset - edit->begin.offset);
	emit_key_string(y, "ReplacementText", edit->text);
	emit_mapping(y, false);
}

static void emit_diagnostic(struct yaml_out *y,
			    const struct cfix_export_record *file,
			    const struct cfix_export_finding *f,
			    const char *build_dir)
{
	emit_mapping(y, true);
	emit_key_string(y, "DiagnosticName", f->rule);
	emit_scalar(y, "DiagnosticMessage", YAML_PLAIN_SCALAR_STYLE);
	emit_mapping(y, true);
	emit_key_string(y, "Message", f->message);
	emit_key_string(y, "FilePath", file->abspath);
	emit_key_number(y, "FileOffset", f->begin.offset);
	emit_scalar(y, "Replacements", YAML_PLAIN_SCALAR_STYLE);
	emit_sequence(y, true);
	for (uint32_t i = 0; i < f->nedits; i++) {
		struct cfix_export_edit edit = f->edits[i];

		/* several findings' insertions at one place: once, joined */
		edit.text = cfix__export_edit_text(&f->edits[i]);
		if (edit.text)
			emit_replacement(y, file->abspath, &edit);
	}
	emit_sequence(y, false);
	emit_mapping(y, false);
	/* clang-tidy's levels: Error, Warning, Remark */
	emit_key_string(y, "Level", !strcmp(f->severity, "error") ? "Error"
				    : !strcmp(f->severity, "note") ? "Remark"
				    : "Warning");
	emit_key_string(y, "BuildDirectory", build_dir);
	emit_mapping(y, false);
}

static void emit_document(struct yaml_out *y, const struct cfix_export *run,
			  const char *build_dir)
{
	yaml_event_t event;

	emit(y, &event, yaml_stream_start_event_initialize(&event,
							   YAML_UTF8_ENCODING));
	emit(y, &event, yaml_document_start_event_initialize(&event, NULL,
							     NULL, NULL, 0));
	emit_mapping(y, true);
	emit_key_string(y, "MainSourceFile",
			run->files.len == 1 ? run->files.items[0].abspath : "");
	emit_scalar(y, "Diagnostics", YAML_PLAIN_SCALAR_STYLE);
	emit_sequence(y, true);
	for (size_t i = 0; i < run->files.len; i++) {
		const struct cfix_export_record *file = &run->files.items[i];

		for (size_t k = 0; k < file->findings.len; k++)
			emit_diagnostic(y, file, &file->findings.items[k],
					build_dir);
	}
	emit_sequence(y, false);
	emit_mapping(y, false);
	emit(y, &event, yaml_document_end_event_initialize(&event, 0));
	emit(y, &event, yaml_stream_end_event_initialize(&event));
}

int cfix_export_yaml(const struct cfix_export *run, struct cfix_buf *out,
		     struct cfix_diag_sink *sink)
{
	struct yaml_out y = { .failed = false };
	struct cfix_buf text = CFIX_BUF_INIT;
	char cwd[PATH_MAX];
	int status = 0;

	if (!getcwd(cwd, sizeof(cwd)))
		strcpy(cwd, "/");
	if (!yaml_emitter_initialize(&y.emitter))
		y.failed = true;
	yaml_emitter_set_output(&y.emitter, buf_write, &text);
	yaml_emitter_set_unicode(&y.emitter, 1);
	yaml_emitter_set_width(&y.emitter, -1);
	emit_document(&y, run, cwd);
	if (y.failed || !yaml_emitter_flush(&y.emitter)) {
		struct cfix_loc loc = { .file = "cfix" };

		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "cannot write the fixes as YAML: %s",
			      y.emitter.problem ? y.emitter.problem
						: "libyaml failed");
		status = -1;
	} else {
		cfix_buf_add(out, text.data, text.len);
	}
	yaml_emitter_delete(&y.emitter);
	cfix_buf_release(&text);
	return status;
}
