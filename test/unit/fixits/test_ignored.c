/*
 * Unit tests for cfix_file_git_ignored(): the .gitignore files from the
 * file's folder up to the one holding `.git`, read the way git reads them
 * (last line wins, deeper files later, `!`, a trailing `/` for folders, a
 * `/` anchoring, `**`), no answer outside a git checkout, and a
 * .gitignore that is a symlink or not a regular file not read.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fixits/fixits.h"

static char top[64];

static void put(const char *rel, const char *text)
{
	char *path = cfix_xasprintf("%s/%s", top, rel);
	char *slash = strrchr(path, '/');
	FILE *file;

	*slash = '\0';
	for (char *p = path + strlen(top) + 1; (p = strchr(p, '/')); p++) {
		*p = '\0';
		mkdir(path, 0755);
		*p = '/';
	}
	mkdir(path, 0755);
	*slash = '/';
	file = fopen(path, "wb");
	assert_non_null(file);
	fputs(text, file);
	assert_int_equal(fclose(file), 0);
	free(path);
}

/* The .gitignore naming rel (relative to top) and its line, or "". */
static char *ignored(const char *rel, unsigned *line)
{
	char *path = cfix_xasprintf("%s/%s", top, rel);
	char *found;

	*line = 0;
	found = cfix_file_git_ignored(path, line);
	free(path);
	return found;
}

static void assert_ignored(const char *rel, const char *by, unsigned line)
{
	unsigned got_line;
	char *got = ignored(rel, &got_line);
	char *want = by ? cfix_xasprintf("%s/%s", top, by) : NULL;

	if (!want) {
		if (got)
			fail_msg("%s: named by %s:%u", rel, got, got_line);
		return;
	}
	if (!got)
		fail_msg("%s: not named, want %s:%u", rel, by, line);
	assert_string_equal(got, want);
	assert_int_equal(got_line, line);
	free(got);
	free(want);
}

static int setup(void **state)
{
	char *real;

	(void)state;
	strcpy(top, "/tmp/cfix-ignored-XXXXXX");
	if (!mkdtemp(top))
		return -1;
	/* the checkout's top may be reached through a symlink (/tmp) */
	real = realpath(top, NULL);
	snprintf(top, sizeof(top), "%s", real);
	free(real);
	return 0;
}

static int teardown(void **state)
{
	char *cmd = cfix_xasprintf("rm -rf '%s'", top);

	(void)state;
	if (system(cmd))
		fprintf(stderr, "cannot remove %s\n", top);
	free(cmd);
	return 0;
}

static void test_ignored_rules(void **state)
{
	(void)state;
	mkdir(top, 0755);
	put(".git/HEAD", "ref: refs/heads/main\n");
	put(".gitignore", "# generated\n*.gen.c\nmtest\nbuild/\n/top.c\n"
			  "keep*.c\n!keep_me.c\ndocs/**/out.c\n");
	put("test/.gitignore", "!regress.gen.c\nlocal.c  \n");
	put("test/regress.gen.c", "");
	put("src/a.gen.c", "");
	put("src/mtest.c", "");
	put("src/mtest", "");
	put("build/x/y.c", "");
	put("top.c", "");
	put("src/top.c", "");
	put("keep_me.c", "");
	put("keep_not.c", "");
	put("docs/a/b/out.c", "");
	put("docs/out.c", "");
	put("test/local.c", "");
	put("plain.c", "");

	assert_ignored("src/a.gen.c", ".gitignore", 2);
	/* a deeper .gitignore's `!` wins */
	assert_ignored("test/regress.gen.c", NULL, 0);
	/* `mtest` names the program, not mtest.c */
	assert_ignored("src/mtest.c", NULL, 0);
	assert_ignored("src/mtest", ".gitignore", 3);
	/* a folder pattern names what is below it */
	assert_ignored("build/x/y.c", ".gitignore", 4);
	/* a leading `/` anchors to the .gitignore's folder */
	assert_ignored("top.c", ".gitignore", 5);
	assert_ignored("src/top.c", NULL, 0);
	assert_ignored("keep_not.c", ".gitignore", 6);
	assert_ignored("keep_me.c", NULL, 0);
	assert_ignored("docs/a/b/out.c", ".gitignore", 8);
	assert_ignored("docs/out.c", ".gitignore", 8);
	/* trailing spaces do not count */
	assert_ignored("test/local.c", "test/.gitignore", 2);
	assert_ignored("plain.c", NULL, 0);
}

static void test_ignored_folder_wins(void **state)
{
	(void)state;
	put(".git/HEAD", "");
	put(".gitignore", "gen/\n!gen/keep.c\n");
	put("gen/keep.c", "");
	/* git does not look inside an ignored folder */
	assert_ignored("gen/keep.c", ".gitignore", 1);
}

static void test_ignored_no_checkout(void **state)
{
	(void)state;
	put(".gitignore", "*.c\n");
	put("a.c", "");
	assert_ignored("a.c", NULL, 0);
}

static void test_ignored_symlink_not_read(void **state)
{
	char *link = cfix_xasprintf("%s/.gitignore", top);
	char *target = cfix_xasprintf("%s/patterns", top);

	(void)state;
	put(".git/HEAD", "");
	put("patterns", "*.c\n");
	put("a.c", "");
	assert_int_equal(symlink(target, link), 0);
	assert_ignored("a.c", NULL, 0);
	free(link);
	free(target);
}

static void test_ignored_classes(void **state)
{
	(void)state;
	put(".git/HEAD", "");
	put(".gitignore", "mtest[23456]\n[!a-c]x.c\n\\#odd.c\nx[.c\n");
	put("mtest3", "");
	put("mtest7", "");
	put("dx.c", "");
	put("bx.c", "");
	put("#odd.c", "");
	put("x[.c", "");
	assert_ignored("mtest3", ".gitignore", 1);
	assert_ignored("mtest7", NULL, 0);
	assert_ignored("dx.c", ".gitignore", 2);
	assert_ignored("bx.c", NULL, 0);
	assert_ignored("#odd.c", ".gitignore", 3);
	/* an unclosed `[` matches nothing, as in git */
	assert_ignored("x[.c", NULL, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_ignored_rules, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_ignored_folder_wins, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_ignored_no_checkout, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_ignored_symlink_not_read,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_ignored_classes, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
