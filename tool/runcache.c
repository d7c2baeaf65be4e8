/*
 * The run cache: what a spatch-mode run printed, kept in the parse
 * cache's folder, so that the same run again over unchanged files (the
 * second `make coccicheck`: one process per rule over the same folder)
 * prints it back without parsing or matching.
 *
 * The entry's key is the whole run's input: the cfix binary, the
 * command line, the working folder, the environment clang and the
 * scripts read (CPATH, C_INCLUDE_PATH, PYTHON*), the compile database's
 * identity, each rule file's path and bytes, each input file's path and
 * the SHA-256 of its bytes (filedigest.c: read once across the rule
 * processes of a make), in order.  The entry holds the headers the run's parses read (size and
 * time, checked before a replay) and the output as written: stdout and
 * stderr chunks in the order the run wrote them.
 *
 * The decision a newcomer would question: the cache keeps whole runs,
 * not files.  Scripts keep state across files (badzero's OCaml table,
 * finalize rules summing every file), so a file's output is a function
 * of the files before it: only the whole sequence is.  A run is kept
 * only when it cannot depend on anything outside the key: it writes no
 * file (no --in-place, -o), every file ran to the end (no time-out,
 * crash or failure), nothing printed before the files but an initialize
 * script's output, and no rule file names something a script could use
 * to look outside (open(, os., sys., Sys., Unix., time., random.,
 * subprocess, environ, getenv, __import__, eval(, exec(, import of a
 * module other than re) or to write past the captured stdout (stderr,
 * prerr, eprintf, open_out), nor includes another file (#include, using
 * "file.iso").
 */
#include "tool.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define MAGIC "CFIXRC01"

/* Adds one length-prefixed part to the key's text. */
static void part(struct cfix_buf *key, const void *data, size_t len)
{
	uint64_t n = len;

	cfix_buf_add(key, (const char *)&n, sizeof(n));
	cfix_buf_add(key, data, len);
}

static void part_s(struct cfix_buf *key, const char *text)
{
	part(key, text ? text : "", text ? strlen(text) + 1 : 0);
}

/* A rule file's bytes, or an errno value: a symbolic link, a file that
 * is not regular or is over CFIX_MAX_FILE_SIZE keeps the run out of the
 * cache (so does such an input file: filedigest.c). */
static int read_input(const char *path, struct cfix_buf *text)
{
	return cfix_buf_read_regular(text, path, CFIX_MAX_FILE_SIZE,
				     CFIX_READ_NOFOLLOW, NULL);
}

/* Whether the rule file's text names something through which a script
 * could read outside the key, or includes another file (see the top). */
static bool looks_outside(const char *text, size_t len)
{
	static const char *const words[] = {
		"open(", "os.", "sys.", "Sys.", "Unix.", "time.", "random.",
		"Random.", "subprocess", "environ", "getenv", "__import__",
		"eval(", "exec(", "#include", "using \"", "input(",
		"In_channel", "open_in", "open_out", "stderr", "prerr",
		"eprintf",
	};

	for (size_t i = 0; i < len; i++) {
		if (i && cfix_is_name_char(text[i - 1]))
			continue;
		for (size_t w = 0; w < sizeof(words) / sizeof(*words); w++) {
			size_t n = strlen(words[w]);

			if (n <= len - i && !memcmp(text + i, words[w], n))
				return true;
		}
		if (len - i > 7 && !memcmp(text + i, "import ", 7) &&
		    !(len - i > 10 && !memcmp(text + i + 7, "re", 2) &&
		      !cfix_is_name_char(text[i + 9])))
			return true;
	}
	return false;
}

/* Prints rc's entry if intact and its headers unchanged; false: nothing
 * printed.  Entry: MAGIC, the headers' length and lines, then chunks (a
 * byte 1 or 2 for the stream, a 64-bit length, the bytes) to the end. */
static bool replay(struct cfix_run_cache *rc)
{
	unsigned char *data = NULL;
	size_t len = 0, pos = 8 + 8;
	uint64_t n;
	bool ok;

	if (!cfix_cache_entry_load(rc->dir, rc->key, &data, &len))
		return false;
	ok = len >= pos && !memcmp(data, MAGIC, 8);
	if (ok) {
		memcpy(&n, data + 8, sizeof(n));
		ok = n <= len - pos &&
		     cfix_parse_headers_fresh((char *)data + pos, (size_t)n);
		pos += (size_t)n;
	}
	/* check every chunk before the first byte is written */
	for (size_t at = pos; ok && at < len; at += 9 + (size_t)n) {
		ok = len - at >= 9 && (data[at] == 1 || data[at] == 2);
		if (ok) {
			memcpy(&n, data + at + 1, sizeof(n));
			ok = n <= len - at - 9;
		}
	}
	for (size_t at = pos; ok && at < len; at += 9 + (size_t)n) {
		FILE *to = data[at] == 1 ? stdout : stderr;

		memcpy(&n, data + at + 1, sizeof(n));
		fwrite(data + at + 9, 1, (size_t)n, to);
		fflush(to);
	}
	free(data);
	return ok;
}

bool cfix_run_cache_begin(struct cfix_run_cache *rc, const char *cache_dir,
			  int argc, char **argv, char *const *rule_files,
			  size_t nrules, char *const *files, size_t nfiles)
{
	static const char *const env[] = {
		"CPATH", "C_INCLUDE_PATH", "PYTHONPATH", "PYTHONHOME",
		"PYTHONSTARTUP", "OCAMLPATH", "OCAMLLIB",
	};
	struct cfix_buf key = CFIX_BUF_INIT, text = CFIX_BUF_INIT;
	unsigned char (*digests)[32] = NULL;
	char cwd[4096];
	struct stat st;

	*rc = (struct cfix_run_cache){ .dir = cache_dir };
	cfix_buf_init(&rc->out);
	cfix_buf_init(&rc->headers);
	if (!cache_dir)
		return false;
	part_s(&key, MAGIC);
	part_s(&key, getcwd(cwd, sizeof(cwd)) ? cwd : NULL);
	for (int i = 0; i < argc; i++)
		part_s(&key, argv[i]);
	for (size_t i = 0; i < sizeof(env) / sizeof(*env); i++)
		part_s(&key, getenv(env[i]));
	if (!stat("compile_commands.json", &st)) {
		int64_t id[4] = { st.st_size, st.st_mtim.tv_sec,
				  st.st_mtim.tv_nsec, (int64_t)st.st_ino };

		part(&key, id, sizeof(id));
	}
	for (size_t i = 0; i < nrules; i++) {
		if (read_input(rule_files[i], &text) ||
		    looks_outside(text.data, text.len))
			goto off;
		part_s(&key, rule_files[i]);
		part(&key, text.data, text.len);
	}
	digests = cfix_xcalloc(nfiles ? nfiles : 1, sizeof(*digests));
	if (cfix_file_digests(cache_dir, files, nfiles, digests))
		goto off;
	for (size_t i = 0; i < nfiles; i++) {
		part_s(&key, files[i]);
		part(&key, digests[i], sizeof(*digests));
	}
	cfix_cache_key_of(key.data, key.len, rc->key);
	rc->on = true;
off:
	free(digests);
	cfix_buf_release(&key);
	cfix_buf_release(&text);
	return rc->on && replay(rc);
}

void cfix_run_cache_note(struct cfix_run_cache *rc, int stream,
			 const char *data, size_t len)
{
	uint64_t n = len;
	char tag = (char)stream;

	if (!rc->on || !len)
		return;
	cfix_buf_add(&rc->out, &tag, 1);
	cfix_buf_add(&rc->out, (const char *)&n, sizeof(n));
	cfix_buf_add(&rc->out, data, len);
}

static int compare_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* headers' lines, each once (every file of a folder reads the same
 * headers), into out */
static void unique_lines(struct cfix_buf *headers, struct cfix_buf *out)
{
	CFIX_ARRAY(char *) lines = { 0 };

	for (char *at = headers->data, *nl;
	     at && (nl = strchr(at, '\n')); at = nl + 1) {
		*nl = '\0';
		cfix_array_push(&lines, at);
	}
	if (lines.len)
		qsort(lines.items, lines.len, sizeof(*lines.items),
		      compare_lines);
	for (size_t i = 0; i < lines.len; i++)
		if (!i || strcmp(lines.items[i], lines.items[i - 1]))
			cfix_buf_addf(out, "%s\n", lines.items[i]);
	cfix_array_release(&lines);
}

void cfix_run_cache_end(struct cfix_run_cache *rc, bool keep)
{
	if (rc->on && keep) {
		struct cfix_buf entry = CFIX_BUF_INIT, headers = CFIX_BUF_INIT;
		uint64_t n;

		unique_lines(&rc->headers, &headers);
		n = headers.len;
		cfix_buf_add(&entry, MAGIC, 8);
		cfix_buf_add(&entry, (const char *)&n, sizeof(n));
		cfix_buf_add(&entry, headers.data, headers.len);
		cfix_buf_release(&headers);
		cfix_buf_add(&entry, rc->out.data, rc->out.len);
		cfix_cache_entry_store(rc->dir, rc->key, entry.data, entry.len);
		cfix_buf_release(&entry);
	}
	cfix_buf_release(&rc->out);
	cfix_buf_release(&rc->headers);
	rc->on = false;
}
