/*
 * SARIF 2.1.0 (OASIS), the log format code-scanning dashboards read:
 * one run of tool "cfix", one result per finding, and a fix per result
 * whose replacements are the finding's accepted edits.  Written with
 * jansson.
 *
 * Design decision: columns are UTF-16 code units, SARIF's default
 * columnKind, stated explicitly; a file inside the current folder is
 * named relative to %SRCROOT% (the current folder), so a log made in a
 * checkout reads the same in another one.
 */
#include "export_internal.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"
#define SRCROOT "%SRCROOT%"

/* RFC 3986: keeps unreserved characters and '/', encodes the rest. */
static void uri_add_path(struct cfix_buf *out, const char *path)
{
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
			cfix_buf_addch(out, (char)*p);
		else
			cfix_buf_addf(out, "%%%02X", *p);
	}
}

static json_t *artifact_location(const char *abspath, const char *cwd)
{
	size_t n = strlen(cwd);
	struct cfix_buf uri = CFIX_BUF_INIT;
	json_t *loc;

	if (!strncmp(abspath, cwd, n) && abspath[n] == '/' && n > 1) {
		uri_add_path(&uri, abspath + n + 1);
		loc = json_pack("{s:s, s:s}", "uri", uri.data, "uriBaseId",
				SRCROOT);
	} else {
		cfix_buf_adds(&uri, "file://");
		uri_add_path(&uri, abspath);
		loc = json_pack("{s:s}", "uri", uri.data);
	}
	cfix_buf_release(&uri);
	return loc;
}

static json_t *region(struct cfix_export_point begin,
		      struct cfix_export_point end)
{
	return json_pack("{s:i, s:i, s:i, s:i}", "startLine", (int)begin.line,
			 "startColumn", (int)begin.col16, "endLine",
			 (int)end.line, "endColumn", (int)end.col16);
}

/* f's fix, or NULL when it has no edit to write (its insertions carried
 * by another finding's). */
static json_t *fix(const struct cfix_export_finding *f, const char *abspath,
		   const char *cwd)
{
	json_t *replacements = json_array();

	for (uint32_t i = 0; i < f->nedits; i++) {
		const struct cfix_export_edit *ed = &f->edits[i];
		/* several findings' insertions at one place: once, joined */
		const char *text = cfix__export_edit_text(ed);

		if (!text)
			continue;
		json_array_append_new(
			replacements,
			json_pack("{s:o, s:{s:o}}", "deletedRegion",
				  region(ed->begin, ed->end), "insertedContent",
				  "text", cfix__export_string(text)));
	}
	if (!json_array_size(replacements)) {
		json_decref(replacements);
		return NULL;
	}
	return json_pack("{s:{s:o}, s:[{s:o, s:o}]}", "description", "text",
			 json_sprintf("apply the fix of rule '%s'", f->rule),
			 "artifactChanges",
			 "artifactLocation", artifact_location(abspath, cwd),
			 "replacements", replacements);
}

static json_t *result(const struct cfix_export_finding *f,
		      const struct cfix_export_record *file, size_t rule_index,
		      const char *cwd)
{
	json_t *res = json_pack(
		"{s:o, s:i, s:s, s:{s:o}, s:[{s:{s:o, s:o}}]}", "ruleId",
		cfix__export_string(f->rule), "ruleIndex", (int)rule_index,
		"level", f->severity, "message", "text",
		cfix__export_string(f->message), "locations",
		"physicalLocation", "artifactLocation",
		artifact_location(file->abspath, cwd), "region",
		region(f->begin, f->end));
	json_t *change = fix(f, file->abspath, cwd);

	if (change)
		json_object_set_new(res, "fixes", json_pack("[o]", change));
	return res;
}

/* The index of rule in rules (an array of reportingDescriptors), added
 * with message as its short description when new. */
static size_t rule_index(json_t *rules, const char *rule, const char *message)
{
	size_t i;
	json_t *desc;

	json_array_foreach(rules, i, desc) {
		const char *id = json_string_value(json_object_get(desc, "id"));

		if (id && !strcmp(id, rule))
			return i;
	}
	json_array_append_new(
		rules, json_pack("{s:o, s:{s:o}}", "id",
				 cfix__export_string(rule), "shortDescription",
				 "text", cfix__export_string(message)));
	return json_array_size(rules) - 1;
}

static json_t *driver(const char *version, json_t *rules)
{
	json_t *drv = json_pack("{s:s, s:o}", "name", "cfix", "rules", rules);

	if (version) {
		json_object_set_new(drv, "version", json_string(version));
		json_object_set_new(drv, "semanticVersion",
				    json_string(version));
	}
	return drv;
}

static json_t *sarif_log(const struct cfix_export *run, const char *version,
			 const char *cwd)
{
	json_t *rules = json_array(), *results = json_array();
	struct cfix_buf root = CFIX_BUF_INIT;
	json_t *log;

	for (size_t i = 0; i < run->files.len; i++) {
		const struct cfix_export_record *file = &run->files.items[i];

		for (size_t k = 0; k < file->findings.len; k++) {
			const struct cfix_export_finding *f =
				&file->findings.items[k];
			size_t index = rule_index(rules, f->rule, f->message);

			json_array_append_new(results,
					      result(f, file, index, cwd));
		}
	}
	cfix_buf_adds(&root, "file://");
	uri_add_path(&root, cwd);
	if (root.data[root.len - 1] != '/')
		cfix_buf_addch(&root, '/');
	log = json_pack("{s:s, s:s, s:[{s:{s:o}, s:{s:{s:s}}, s:s, s:o}]}",
			"$schema", SARIF_SCHEMA, "version", "2.1.0", "runs",
			"tool", "driver", driver(version, rules),
			"originalUriBaseIds", SRCROOT, "uri", root.data,
			"columnKind", "utf16CodeUnits", "results", results);
	cfix_buf_release(&root);
	return log;
}

int cfix_export_sarif(const struct cfix_export *run, const char *version,
		      struct cfix_buf *out, struct cfix_diag_sink *sink)
{
	char cwd[PATH_MAX];
	json_t *log;
	char *text;

	if (!getcwd(cwd, sizeof(cwd)))
		strcpy(cwd, "/");
	log = sarif_log(run, version, cwd);
	text = log ? json_dumps(log, JSON_INDENT(2) | JSON_PRESERVE_ORDER)
		   : NULL;
	json_decref(log);
	if (!text) {
		struct cfix_loc loc = { .file = "cfix" };

		cfix_diag_add(sink, CFIX_DIAG_ERROR, loc,
			      "cannot write the SARIF log (jansson failed)");
		return -1;
	}
	cfix_buf_adds(out, text);
	cfix_buf_addch(out, '\n');
	free(text);
	return 0;
}
