/*
 * Unit tests for cfix_diff_append(): the headers name the file relative
 * to the current directory, and the output applies with `patch -p1` and
 * `git apply`, including files without a final newline and names with
 * a space.  Each test runs
 * in a fresh temporary directory.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fixits/fixits.h"

struct fixture {
	char dir[64];
	int home;		/* the directory the test started in */
};

static void file_put(const char *path, const char *text, size_t len)
{
	FILE *file = fopen(path, "wb");

	assert_non_null(file);
	assert_int_equal(fwrite(text, 1, len, file), len);
	assert_int_equal(fclose(file), 0);
}

static char *file_get(const char *path, size_t *len)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	assert_int_equal(cfix_buf_read_file(&buf, path), 0);
	return cfix_buf_detach(&buf, len);
}

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));

	strcpy(fx->dir, "/tmp/cfix-diff-XXXXXX");
	fx->home = open(".", O_RDONLY | O_DIRECTORY);
	if (!mkdtemp(fx->dir) || fx->home < 0 || chdir(fx->dir))
		return -1;
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;
	char *cmd = cfix_xasprintf("rm -rf '%s'", fx->dir);

	if (fchdir(fx->home) || system(cmd))
		fprintf(stderr, "cannot clean up %s\n", fx->dir);
	close(fx->home);
	free(cmd);
	free(fx);
	return 0;
}

/*
 * Writes old to path, diffs old -> new, and checks that both `patch -p1`
 * and `git apply` turn the file into new.
 */
static void assert_round_trip(const char *path, const char *old,
			      const char *new)
{
	struct cfix_buf diff = CFIX_BUF_INIT;
	char *cmd;
	const char *tools[] = { "patch -s -p1 < d.patch", "git apply d.patch" };

	assert_int_equal(cfix_diff_append(&diff, path, old, strlen(old), new,
					  strlen(new)), 1);
	file_put("d.patch", diff.data, diff.len);
	for (int i = 0; i < 2; i++) {
		size_t len;
		char *now;

		file_put(path, old, strlen(old));
		cmd = cfix_xasprintf("%s >/dev/null 2>&1", tools[i]);
		assert_int_equal(system(cmd), 0);
		free(cmd);
		now = file_get(path, &len);
		assert_int_equal(len, strlen(new));
		assert_memory_equal(now, new, len);
		free(now);
	}
	cfix_buf_release(&diff);
}

static void test_diff_headers(void **state)
{
	struct cfix_buf diff = CFIX_BUF_INIT;
	const char *old = "int a;\nint b;\n", *new = "int a;\nint c;\n";

	(void)state;
	assert_int_equal(cfix_diff_append(&diff, "./src/f.c", old, strlen(old),
					  new, strlen(new)), 1);
	assert_string_equal(diff.data, "diff --git a/src/f.c b/src/f.c\n"
			    "index dc904e7..5331e8e 100644\n"
			    "--- a/src/f.c\n"
			    "+++ b/src/f.c\n"
			    "@@ -1,2 +1,2 @@\n"
			    " int a;\n"
			    "-int b;\n"
			    "+int c;\n");
	cfix_buf_release(&diff);
}

static void test_diff_equal_is_empty(void **state)
{
	struct cfix_buf diff = CFIX_BUF_INIT;

	(void)state;
	cfix_buf_adds(&diff, "kept");
	assert_int_equal(cfix_diff_append(&diff, "f.c", "x\n", 2, "x\n", 2), 0);
	assert_string_equal(diff.data, "kept");
	cfix_buf_release(&diff);
}

/* an absolute path inside the current directory is made relative */
static void test_diff_absolute_path(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf diff = CFIX_BUF_INIT;
	char *cwd = getcwd(NULL, 0);
	char *path = cfix_xasprintf("%s/sub/g.c", cwd);

	(void)fx;
	assert_int_equal(cfix_diff_append(&diff, path, "a\n", 2, "b\n", 2), 1);
	assert_non_null(strstr(diff.data, "--- a/sub/g.c\n+++ b/sub/g.c\n"));
	assert_null(strstr(diff.data, cwd));
	free(path);
	free(cwd);
	cfix_buf_release(&diff);
}

static void test_diff_applies(void **state)
{
	(void)state;
	assert_int_equal(mkdir("sub", 0755), 0);
	assert_round_trip("sub/f.c",
			  "int f(int x)\n{\n\treturn !x & 1;\n}\n",
			  "int f(int x)\n{\n\treturn !(x & 1);\n}\n");
}

static void test_diff_no_final_newline(void **state)
{
	struct cfix_buf diff = CFIX_BUF_INIT;

	(void)state;
	assert_int_equal(cfix_diff_append(&diff, "f.c", "a\nb", 3, "a\nc", 3),
			 1);
	assert_non_null(strstr(diff.data, "\\ No newline at end of file"));
	cfix_buf_release(&diff);
	assert_round_trip("f.c", "a\nb", "a\nc");
	assert_round_trip("g.c", "a\nb", "a\nb\n");
	assert_round_trip("h.c", "a\nb\n", "a\nc");
}

static void test_diff_crlf(void **state)
{
	(void)state;
	assert_round_trip("w.c", "a();\r\nb();\r\n", "a();\r\nc();\r\nb();\r\n");
}

/* a name with a space: a tab after it in the '---'/'+++' lines, as git
 * and GNU diff write it, so patch -p1 reads the whole name */
static void test_diff_space_in_name(void **state)
{
	struct cfix_buf diff = CFIX_BUF_INIT;

	(void)state;
	assert_int_equal(cfix_diff_append(&diff, "a b.c", "a\n", 2, "b\n", 2),
			 1);
	assert_non_null(strstr(diff.data, "--- a/a b.c\t\n+++ b/a b.c\t\n"));
	assert_non_null(strstr(diff.data, "diff --git a/a b.c b/a b.c\n"));
	cfix_buf_release(&diff);
	assert_round_trip("a b.c", "int x;\n", "int y;\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_diff_headers, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_diff_equal_is_empty, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_diff_absolute_path, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_diff_applies, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_diff_no_final_newline,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_diff_crlf, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_diff_space_in_name, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
