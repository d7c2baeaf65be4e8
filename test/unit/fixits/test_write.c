/*
 * Unit tests for cfix_file_write_atomic(): the file is replaced whole or
 * not at all, keeps its mode, and is refused when it changed on disk.
 * Failures that need other privileges or limits run in a forked child,
 * which reports through its exit code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fixits/fixits.h"

struct fixture {
	char dir[64];
	char *path;
	struct cfix_diag_sink sink;
};

static void file_put(const char *path, const char *text)
{
	FILE *file = fopen(path, "wb");

	assert_non_null(file);
	assert_int_equal(fwrite(text, 1, strlen(text), file), strlen(text));
	assert_int_equal(fclose(file), 0);
}

/* The file's bytes (free()), or NULL. */
static char *file_get(const char *path)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	if (cfix_buf_read_file(&buf, path))
		return NULL;
	return cfix_buf_detach(&buf, NULL);
}

static int entries_count(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *ent;
	int n = 0;

	assert_non_null(d);
	while ((ent = readdir(d)))
		if (strcmp(ent->d_name, ".") && strcmp(ent->d_name, ".."))
			n++;
	closedir(d);
	return n;
}

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));

	strcpy(fx->dir, "/tmp/cfix-write-XXXXXX");
	if (!mkdtemp(fx->dir))
		return -1;
	fx->path = cfix_xasprintf("%s/f.c", fx->dir);
	file_put(fx->path, "int a;\n");
	cfix_diag_sink_init(&fx->sink);
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;
	char *cmd = cfix_xasprintf("chmod -R u+w '%s' && rm -rf '%s'",
				   fx->dir, fx->dir);

	if (system(cmd))
		fprintf(stderr, "cannot remove %s\n", fx->dir);
	free(cmd);
	free(fx->path);
	cfix_diag_sink_release(&fx->sink);
	free(fx);
	return 0;
}

static void test_write_replaces_and_keeps_mode(void **state)
{
	struct fixture *fx = *state;
	struct stat st;
	char *now;

	assert_int_equal(chmod(fx->path, 0640), 0);
	assert_int_equal(cfix_file_write_atomic(fx->path, "int a;\n", 7,
						"int b;\n", 7, &fx->sink), 0);
	now = file_get(fx->path);
	assert_string_equal(now, "int b;\n");
	free(now);
	assert_int_equal(stat(fx->path, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0640);
	assert_int_equal(entries_count(fx->dir), 1);
	assert_int_equal(fx->sink.diags.len, 0);
}

static void test_write_refuses_changed_file(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf text = CFIX_BUF_INIT;
	char *now;

	/* read, then an editor saves, then cfix tries to write */
	file_put(fx->path, "int a; /* edited */\n");
	assert_int_equal(cfix_file_write_atomic(fx->path, "int a;\n", 7,
						"int b;\n", 7, &fx->sink), -1);
	now = file_get(fx->path);
	assert_string_equal(now, "int a; /* edited */\n");
	free(now);
	assert_int_equal(fx->sink.diags.len, 1);
	cfix_diag_render(&fx->sink.diags.items[0], &text);
	assert_true(strstr(text.data, ": error: file changed on disk since it "
				      "was read; not written\n") != NULL);
	assert_string_equal(fx->sink.diags.items[0].loc.file, fx->path);
	assert_int_equal(entries_count(fx->dir), 1);
	cfix_buf_release(&text);
}

static void test_write_follows_symlink(void **state)
{
	struct fixture *fx = *state;
	char *link = cfix_xasprintf("%s/link.c", fx->dir);
	struct stat st;
	char *now;

	assert_int_equal(symlink("f.c", link), 0);
	assert_int_equal(cfix_file_write_atomic(link, "int a;\n", 7,
						"int c;\n", 7, &fx->sink), 0);
	assert_int_equal(lstat(link, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
	now = file_get(fx->path);
	assert_string_equal(now, "int c;\n");
	free(now);
	free(link);
}

static void test_write_missing_file(void **state)
{
	struct fixture *fx = *state;
	char *gone = cfix_xasprintf("%s/gone.c", fx->dir);

	assert_int_equal(cfix_file_write_atomic(gone, "", 0, "x", 1,
						&fx->sink), -1);
	assert_int_equal(fx->sink.errors, 1);
	assert_non_null(strstr(fx->sink.diags.items[0].message,
			       "No such file or directory"));
	free(gone);
}

/* Runs check in a child and asserts it exited with 0. */
static void in_child(struct fixture *fx, int (*check)(struct fixture *))
{
	pid_t pid;
	int status = 0;

	fflush(NULL);
	pid = fork();
	assert_true(pid >= 0);
	if (!pid)
		_exit(check(fx));
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 0);
}

/* The failed write left the original and no temporary file behind. */
static int check_untouched(struct fixture *fx, const char *expect_in_msg)
{
	char *now = file_get(fx->path);
	int bad = 0;

	bad |= !now || strcmp(now, "int a;\n");
	bad |= entries_count(fx->dir) != 1;
	bad |= fx->sink.diags.len != 1 ||
	       !strstr(fx->sink.diags.items[0].message, expect_in_msg);
	free(now);
	return bad;
}

static int check_read_only_dir(struct fixture *fx)
{
	/* root ignores permissions: become nobody first */
	if (geteuid() == 0 && setuid(65534))
		return 10;
	if (cfix_file_write_atomic(fx->path, "int a;\n", 7, "int b;\n", 7,
				   &fx->sink) != -1)
		return 11;
	if (check_untouched(fx, "cannot create a temporary file"))
		return 12;
	return strstr(fx->sink.diags.items[0].message, "Permission denied")
		       ? 0 : 13;
}

static void test_write_read_only_dir(void **state)
{
	struct fixture *fx = *state;

	assert_int_equal(chmod(fx->path, 0644), 0);
	assert_int_equal(chmod(fx->dir, 0555), 0);
	in_child(fx, check_read_only_dir);
}

/* A full disk, simulated by a file size limit: write() fails midway. */
static int check_no_space(struct fixture *fx)
{
	struct rlimit limit = { .rlim_cur = 64, .rlim_max = RLIM_INFINITY };
	char big[4096];

	memset(big, 'x', sizeof(big));
	signal(SIGXFSZ, SIG_IGN);
	if (setrlimit(RLIMIT_FSIZE, &limit))
		return 10;
	if (cfix_file_write_atomic(fx->path, "int a;\n", 7, big, sizeof(big),
				   &fx->sink) != -1)
		return 11;
	if (check_untouched(fx, "cannot write the temporary file"))
		return 12;
	return strstr(fx->sink.diags.items[0].message, "File too large")
		       ? 0 : 13;
}

static void test_write_no_space(void **state)
{
	in_child(*state, check_no_space);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			test_write_replaces_and_keeps_mode, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_write_refuses_changed_file, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_follows_symlink,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_missing_file,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_read_only_dir,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_no_space, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
