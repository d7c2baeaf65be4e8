/*
 * Unit tests for cfix_file_write_atomic() and cfix_file_write_in_tree():
 * the file is replaced whole or not at all, keeps its mode, owner and
 * extended attributes, is refused when it changed on disk, is written
 * inside the folder descriptor held (a folder swapped for a symlink
 * cannot redirect it), a symlink is followed only inside the tree and a
 * file with hard links keeps them.  Failures that need other privileges
 * or limits run in a forked child, which reports through its exit code.
 */
#define _GNU_SOURCE	/* O_PATH */
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

#include <fcntl.h>
#include <sys/xattr.h>

#include "fixits/fixits_internal.h"

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

/* The file's text, and that it is t. */
static void file_is(const char *path, const char *t)
{
	char *now = file_get(path);

	assert_non_null(now);
	assert_string_equal(now, t);
	free(now);
}

/*
 * The folder is held: after it was opened, its path is swapped for a
 * symlink to another folder holding the same bytes; the write lands in
 * the folder held, the symlink's target is untouched.
 */
static void test_write_held_folder_swapped(void **state)
{
	struct fixture *fx = *state;
	char *sub = cfix_xasprintf("%s/sub", fx->dir);
	char *moved = cfix_xasprintf("%s/moved", fx->dir);
	char *other = cfix_xasprintf("%s/other", fx->dir);
	char *in_sub = cfix_xasprintf("%s/f.c", sub);
	char *in_moved = cfix_xasprintf("%s/f.c", moved);
	char *in_other = cfix_xasprintf("%s/f.c", other);
	int dirfd;

	assert_int_equal(mkdir(sub, 0755), 0);
	assert_int_equal(mkdir(other, 0755), 0);
	file_put(in_sub, "int a;\n");
	file_put(in_other, "int a;\n");
	dirfd = open(sub, O_PATH | O_DIRECTORY);
	assert_true(dirfd >= 0);
	/* the swap, between opening the folder and writing */
	assert_int_equal(rename(sub, moved), 0);
	assert_int_equal(symlink("other", sub), 0);
	assert_int_equal(cfix__file_write_at(dirfd, in_sub, "f.c",
					     "int a;\n", 7, "int b;\n", 7,
					     &fx->sink), 0);
	close(dirfd);
	file_is(in_moved, "int b;\n");
	file_is(in_other, "int a;\n");
	free(sub), free(moved), free(other);
	free(in_sub), free(in_moved), free(in_other);
}

/*
 * A folder below the run's root swapped for a symlink before the write:
 * refused, nothing written through the symlink.
 */
static void test_write_folder_symlink_below_root(void **state)
{
	struct fixture *fx = *state;
	char *other = cfix_xasprintf("%s/other", fx->dir);
	char *in_other = cfix_xasprintf("%s/f.c", other);
	char *sub = cfix_xasprintf("%s/sub", fx->dir);
	char *named = cfix_xasprintf("%s/sub/f.c", fx->dir);

	assert_int_equal(mkdir(other, 0755), 0);
	file_put(in_other, "int a;\n");
	assert_int_equal(symlink("other", sub), 0);
	assert_int_equal(cfix_file_write_in_tree(named, strlen(fx->dir),
						 "int a;\n", 7, "int b;\n", 7,
						 &fx->sink), -1);
	file_is(in_other, "int a;\n");
	assert_int_equal(fx->sink.errors, 1);
	assert_non_null(strstr(fx->sink.diags.items[0].message,
			       "cannot open the folder 'sub' without "
			       "following a symbolic link"));
	free(other), free(in_other), free(sub), free(named);
}

/* A symlink to a file outside the tree and the current folder: refused,
 * its target untouched, the symlink kept. */
static void test_write_symlink_outside_refused(void **state)
{
	struct fixture *fx = *state;
	char *sub = cfix_xasprintf("%s/sub", fx->dir);
	char *link = cfix_xasprintf("%s/sub/link.c", fx->dir);
	struct stat st;

	assert_int_equal(mkdir(sub, 0755), 0);
	assert_int_equal(symlink("../f.c", link), 0);
	assert_int_equal(cfix_file_write_atomic(link, "int a;\n", 7,
						"int b;\n", 7, &fx->sink), -1);
	file_is(fx->path, "int a;\n");
	assert_int_equal(lstat(link, &st), 0);
	assert_true(S_ISLNK(st.st_mode));
	assert_non_null(strstr(fx->sink.diags.items[0].message,
			       "outside the folder tree being processed"));
	free(sub), free(link);
}

/* As root: the owner, group and a user.* attribute are kept. */
static void test_write_keeps_owner_and_xattr(void **state)
{
	struct fixture *fx = *state;
	char value[16] = { 0 };
	struct stat st;

	if (geteuid() != 0)
		skip();
	assert_int_equal(chown(fx->path, 65534, 65534), 0);
	assert_int_equal(chmod(fx->path, 0640), 0);
	if (setxattr(fx->path, "user.cfix", "kept", 4, 0))
		skip();	/* no user attributes on this file system */
	assert_int_equal(cfix_file_write_atomic(fx->path, "int a;\n", 7,
						"int b;\n", 7, &fx->sink), 0);
	file_is(fx->path, "int b;\n");
	assert_int_equal(stat(fx->path, &st), 0);
	assert_int_equal(st.st_uid, 65534);
	assert_int_equal(st.st_gid, 65534);
	assert_int_equal(st.st_mode & 07777, 0640);
	assert_int_equal(getxattr(fx->path, "user.cfix", value, 15), 4);
	assert_string_equal(value, "kept");
}

/* Someone else's file, not root: refused rather than given a new owner. */
static int check_other_owner(struct fixture *fx)
{
	struct stat st;

	if (setgid(65534) || setuid(65534))
		return 10;
	if (cfix_file_write_atomic(fx->path, "int a;\n", 7, "int b;\n", 7,
				   &fx->sink) != -1)
		return 11;
	if (check_untouched(fx, "cannot keep the file's owner and group"))
		return 12;
	return stat(fx->path, &st) || st.st_uid != 0 ? 13 : 0;
}

static void test_write_other_owner_refused(void **state)
{
	struct fixture *fx = *state;

	if (geteuid() != 0)
		skip();
	assert_int_equal(chmod(fx->path, 0666), 0);
	assert_int_equal(chmod(fx->dir, 0777), 0);
	in_child(fx, check_other_owner);
}

/* A file with two hard links is written in place: both names see the
 * change, the link stays, a warning says so. */
static void test_write_hard_link_cut(void **state)
{
	struct fixture *fx = *state;
	char *other = cfix_xasprintf("%s/g.c", fx->dir);
	struct stat a, b;

	assert_int_equal(link(fx->path, other), 0);
	assert_int_equal(cfix_file_write_atomic(fx->path, "int a;\n", 7,
						"int bb;\n", 8, &fx->sink), 0);
	file_is(fx->path, "int bb;\n");
	file_is(other, "int a;\n");	/* never written through the link */
	assert_int_equal(stat(fx->path, &a), 0);
	assert_int_equal(stat(other, &b), 0);
	assert_int_not_equal(a.st_ino, b.st_ino);
	assert_int_equal(b.st_nlink, 1);
	assert_int_equal(fx->sink.diags.len, 1);
	assert_int_equal(fx->sink.diags.items[0].severity, CFIX_DIAG_WARNING);
	assert_non_null(strstr(fx->sink.diags.items[0].message,
			       "the other names keep the old text"));
	free(other);
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
		cmocka_unit_test_setup_teardown(test_write_held_folder_swapped,
						setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_write_folder_symlink_below_root, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_write_symlink_outside_refused, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_write_keeps_owner_and_xattr, setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_write_other_owner_refused, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_hard_link_cut,
						setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
