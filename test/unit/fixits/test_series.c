/*
 * Unit tests for the patch series (cfix_series_*): two rules over files
 * in two folders give three numbered patches in `git format-patch`
 * form, whose whole text is checked for one of them, and which `git am`
 * and `patch -p1` apply in order to a copy of the original tree; git's
 * own diffstat of the commits `git am` made equals the patches'.  Each
 * test runs in a fresh temporary directory, with SOURCE_DATE_EPOCH set.
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

#define NOTAND_MESSAGE                                                      \
	"'!' binds tighter than '&': the test negates the left operand, "   \
	"not the masked value"
#define KZALLOC_MESSAGE                                                     \
	"kmalloc() followed by memset(.., 0, ..) of the same size: use "    \
	"kzalloc()"

struct fixture {
	char dir[64];
	int home;		/* the directory the test started in */
};

/* One file of the example tree, before and after each rule. */
struct tree_file {
	const char *path;
	const char *before;	/* as found */
	const char *notand;	/* after rule notand */
	const char *kzalloc;	/* after rule kzalloc, on top */
};

static const struct tree_file tree[] = {
	{
		"drivers/platform/x86/wmi.c",
		"int wmi_probe(struct wmi *w)\n{\n\tstruct buf *b;\n\n"
		"\tif (!w->flags & WMI_ACTIVE)\n\t\treturn -1;\n"
		"\tb = kmalloc(sizeof(*b), GFP_KERNEL);\n"
		"\tmemset(b, 0, sizeof(*b));\n\treturn 0;\n}\n",
		"int wmi_probe(struct wmi *w)\n{\n\tstruct buf *b;\n\n"
		"\tif (!(w->flags & WMI_ACTIVE))\n\t\treturn -1;\n"
		"\tb = kmalloc(sizeof(*b), GFP_KERNEL);\n"
		"\tmemset(b, 0, sizeof(*b));\n\treturn 0;\n}\n",
		"int wmi_probe(struct wmi *w)\n{\n\tstruct buf *b;\n\n"
		"\tif (!(w->flags & WMI_ACTIVE))\n\t\treturn -1;\n"
		"\tb = kzalloc(sizeof(*b), GFP_KERNEL);\n"
		"\treturn 0;\n}\n",
	},
	{
		"drivers/platform/x86/wmi-bmof.c",
		"int bmof_ok(int flags)\n{\n\treturn !flags & 2;\n}\n",
		"int bmof_ok(int flags)\n{\n\treturn !(flags & 2);\n}\n",
		NULL,
	},
	{
		"fs/ext4/inode.c",
		"void f(struct inode *inode)\n{\n"
		"\tif (!inode->i_state & I_NEW)\n\t\tunlock(inode);\n}\n",
		"void f(struct inode *inode)\n{\n"
		"\tif (!(inode->i_state & I_NEW))\n\t\tunlock(inode);\n}\n",
		NULL,
	},
};

#define TREE_FILES (sizeof(tree) / sizeof(*tree))

static const char *const expected_names[] = {
	"0001-platform-x86-fix-binds-tighter-than.patch",
	"0002-ext4-inode-fix-binds-tighter-than.patch",
	"0003-platform-x86-wmi-use-kzalloc.patch",
};

static void file_put(const char *path, const char *text, size_t len)
{
	FILE *file = fopen(path, "wb");

	assert_non_null(file);
	assert_int_equal(fwrite(text, 1, len, file), len);
	assert_int_equal(fclose(file), 0);
}

static char *file_get(const char *path)
{
	struct cfix_buf buf = CFIX_BUF_INIT;

	assert_int_equal(cfix_buf_read_file(&buf, path), 0);
	return cfix_buf_detach(&buf, NULL);
}

/* Runs a shell command and checks it succeeded. */
static void run(const char *fmt, ...) CFIX_PRINTF(1, 2);
static void run(const char *fmt, ...)
{
	struct cfix_buf cmd = CFIX_BUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	cfix_buf_vaddf(&cmd, fmt, ap);
	va_end(ap);
	if (system(cmd.data))
		fail_msg("command failed: %s", cmd.data);
	cfix_buf_release(&cmd);
}

/* The standard output of a shell command (malloc). */
static char *run_output(const char *cmd)
{
	struct cfix_buf out = CFIX_BUF_INIT;
	FILE *pipe = popen(cmd, "r");
	char chunk[4096];
	size_t n;

	assert_non_null(pipe);
	while ((n = fread(chunk, 1, sizeof(chunk), pipe)))
		cfix_buf_add(&out, chunk, n);
	assert_int_equal(pclose(pipe), 0);
	return cfix_buf_detach(&out, NULL);
}

static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));

	strcpy(fx->dir, "/tmp/cfix-series-XXXXXX");
	fx->home = open(".", O_RDONLY | O_DIRECTORY);
	if (!mkdtemp(fx->dir) || fx->home < 0 || chdir(fx->dir))
		return -1;
	setenv("SOURCE_DATE_EPOCH", "1700000000", 1);
	unsetenv("CFIX_PATCH_FROM");
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

/* The diff of one file, as the caller of cfix_series_add() makes it. */
static char *diff_of(const char *path, const char *old, const char *new)
{
	struct cfix_buf diff = CFIX_BUF_INIT;

	assert_int_equal(cfix_diff_append(&diff, path, old, strlen(old), new,
					  strlen(new)), 1);
	return cfix_buf_detach(&diff, NULL);
}

static void add_change(struct cfix_series *series, const char *rule,
		       const char *message, const char *path, const char *old,
		       const char *new)
{
	char *diff = diff_of(path, old, new);

	cfix_series_add(series, rule, message, path, diff, strlen(diff));
	free(diff);
}

/*
 * The example: rules notand then kzalloc, declared in that order, and
 * the diffs added in a jumbled order (as workers would add them).
 */
static struct cfix_series *series_example(void)
{
	struct cfix_series *series = cfix_series_new();

	cfix_series_add_rule(series, "notand", NOTAND_MESSAGE);
	cfix_series_add_rule(series, "kzalloc", NULL);
	add_change(series, "kzalloc", KZALLOC_MESSAGE, tree[0].path,
		   tree[0].notand, tree[0].kzalloc);
	add_change(series, "notand", NULL, "./fs/ext4/inode.c",
		   tree[2].before, tree[2].notand);
	add_change(series, "notand", NULL, tree[0].path, tree[0].before,
		   tree[0].notand);
	add_change(series, "notand", NULL, tree[1].path, tree[1].before,
		   tree[1].notand);
	return series;
}

/* Writes the example series to dir and checks it made three patches. */
static void example_write(const char *dir, const char *version)
{
	struct cfix_series *series = series_example();
	struct cfix_diag_sink sink;

	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_series_count(series), 3);
	assert_int_equal(cfix_series_write(series, dir, version, &sink), 3);
	assert_int_equal(sink.diags.len, 0);
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

/* Writes the tree as found under root. */
static void tree_put(const char *root)
{
	for (size_t i = 0; i < TREE_FILES; i++) {
		char *path = cfix_xasprintf("%s/%s", root, tree[i].path);

		run("mkdir -p \"$(dirname '%s')\"", path);
		file_put(path, tree[i].before, strlen(tree[i].before));
		free(path);
	}
}

/* Checks the tree under root holds every file as both rules leave it. */
static void tree_check_fixed(const char *root)
{
	for (size_t i = 0; i < TREE_FILES; i++) {
		char *path = cfix_xasprintf("%s/%s", root, tree[i].path);
		char *now = file_get(path);

		assert_string_equal(now, tree[i].kzalloc ? tree[i].kzalloc
							 : tree[i].notand);
		free(now);
		free(path);
	}
}

/* A git repository at root holding the tree as found, committed. */
static void repo_make(const char *root)
{
	tree_put(root);
	run("cd '%s' && git init -q && git add . && "
	    "git -c user.name=t -c user.email=t@t commit -q -m base", root);
}

/* git am's commits need an identity; the author comes from the patch. */
#define GIT_AM "git -c user.name=t -c user.email=t@t am -q"

/* ---- tests -------------------------------------------------------------- */

static void test_series_file_names(void **state)
{
	char *names;

	(void)state;
	example_write("out/series", NULL);
	names = run_output("ls out/series");
	assert_string_equal(names, "0001-platform-x86-fix-binds-tighter-than."
			    "patch\n0002-ext4-inode-fix-binds-tighter-than."
			    "patch\n0003-platform-x86-wmi-use-kzalloc.patch\n");
	free(names);
}

static void test_series_subjects(void **state)
{
	char *subjects;

	(void)state;
	example_write("out", NULL);
	subjects = run_output("grep -h '^Subject:' out/*.patch");
	assert_string_equal(subjects,
			    "Subject: [PATCH 1/3] platform/x86: fix '!' binds "
			    "tighter than '&'\n"
			    "Subject: [PATCH 2/3] ext4: inode: fix '!' binds "
			    "tighter than '&'\n"
			    "Subject: [PATCH 3/3] platform/x86: wmi: use "
			    "kzalloc()\n");
	free(subjects);
}

/* Patch 2 in full: headers, message, diffstat, diff, signature. */
static void test_series_whole_patch(void **state)
{
	struct cfix_buf expected = CFIX_BUF_INIT;
	char *diff = diff_of(tree[2].path, tree[2].before, tree[2].notand);
	char *text;

	(void)state;
	example_write("out", "9.9");
	cfix_buf_adds(&expected,
		      "From 0000000000000000000000000000000000000000 Mon Sep "
		      "17 00:00:00 2001\n"
		      "From: cfix <cfix@invalid>\n"
		      "Date: Tue, 14 Nov 2023 22:13:20 +0000\n"
		      "Subject: [PATCH 2/3] ext4: inode: fix '!' binds tighter "
		      "than '&'\n"
		      "\n"
		      "'!' binds tighter than '&': the test negates the left "
		      "operand, not the\n"
		      "masked value.\n"
		      "\n"
		      "This patch was generated by cfix (rule notand): the "
		      "same change was made\n"
		      "at every place the rule matched in fs/ext4/inode.c.\n"
		      "---\n"
		      " fs/ext4/inode.c | 2 +-\n"
		      " 1 file changed, 1 insertion(+), 1 deletion(-)\n"
		      "\n");
	cfix_buf_adds(&expected, diff);
	cfix_buf_adds(&expected, "-- \ncfix 9.9\n\n");
	text = file_get("out/0002-ext4-inode-fix-binds-tighter-than.patch");
	assert_string_equal(text, expected.data);
	free(text);
	free(diff);
	cfix_buf_release(&expected);
}

/* Patch 1 covers two files of one folder: both listed, both counted. */
static void test_series_folder_patch(void **state)
{
	char *text;

	(void)state;
	example_write("out", NULL);
	text = file_get("out/0001-platform-x86-fix-binds-tighter-than.patch");
	assert_non_null(strstr(text, "\nThis patch was generated by cfix (rule "
			       "notand): the same change was made\nat every "
			       "place the rule matched in drivers/platform/"
			       "x86/ (wmi-bmof.c,\nwmi.c).\n---\n"));
	assert_non_null(strstr(text, "\n---\n"
			       " drivers/platform/x86/wmi-bmof.c | 2 +-\n"
			       " drivers/platform/x86/wmi.c      | 2 +-\n"
			       " 2 files changed, 2 insertions(+), 2 "
			       "deletions(-)\n\ndiff --git a/drivers/platform/"
			       "x86/wmi-bmof.c "));
	assert_null(strstr(text, "Signed-off-by"));
	assert_non_null(strstr(text, "\n-- \ncfix\n\n"));
	free(text);
	text = file_get("out/0003-platform-x86-wmi-use-kzalloc.patch");
	assert_non_null(strstr(text, "\n\nkmalloc() followed by memset(.., 0, "
			       "..) of the same size: use kzalloc().\n\n"));
	assert_non_null(strstr(text, " 1 file changed, 1 insertion(+), 2 "
			       "deletions(-)\n"));
	free(text);
}

/*
 * `git am` makes one commit per patch, in order, with the subjects and
 * messages the patches carry; the tree ends as both rules leave it, and
 * git's diffstat of each commit is the patch's.
 */
static void test_series_git_am(void **state)
{
	char *log;

	(void)state;
	example_write("out", NULL);
	repo_make("tree");
	run("cd tree && " GIT_AM " ../out/*.patch");
	tree_check_fixed("tree");
	log = run_output("cd tree && git log --reverse --format='%an <%ae>|%s'"
			 " HEAD~3..");
	assert_string_equal(log,
			    "cfix <cfix@invalid>|platform/x86: fix '!' binds "
			    "tighter than '&'\n"
			    "cfix <cfix@invalid>|ext4: inode: fix '!' binds "
			    "tighter than '&'\n"
			    "cfix <cfix@invalid>|platform/x86: wmi: use "
			    "kzalloc()\n");
	free(log);
	log = run_output("cd tree && git log -1 --format=%b HEAD~2");
	assert_non_null(strstr(log, "This patch was generated by cfix (rule "
			       "notand)"));
	assert_null(strstr(log, "diff --git"));
	free(log);
	for (int i = 0; i < 3; i++)
		run("cd tree && git show --stat=72 --format= HEAD~%d >stat && "
		    "sed -n '/^---$/,/^$/p' '../out/%s' | sed '1d;$d' | "
		    "cmp -s - stat", 2 - i, expected_names[i]);
}

/* The same diffs added in another order give the same bytes. */
static void test_series_add_order(void **state)
{
	struct cfix_series *series = cfix_series_new();
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	example_write("a", NULL);
	cfix_series_add_rule(series, "notand", NULL);
	cfix_series_add_rule(series, "kzalloc", KZALLOC_MESSAGE);
	for (size_t i = TREE_FILES; i-- > 0;)
		add_change(series, "notand", NOTAND_MESSAGE, tree[i].path,
			   tree[i].before, tree[i].notand);
	add_change(series, "kzalloc", NULL, tree[0].path, tree[0].notand,
		   tree[0].kzalloc);
	assert_int_equal(cfix_series_write(series, "b", NULL, &sink), 3);
	run("diff -r a b");
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

/*
 * A series saved in two parts (as two shards would) and loaded back in
 * order writes the same patches as the whole; bad saved text and a
 * part loaded twice are refused with an error.
 */
static void test_series_save_load(void **state)
{
	struct cfix_series *one = cfix_series_new(), *two = cfix_series_new();
	struct cfix_series *merged = cfix_series_new();
	struct cfix_diag_sink sink;
	struct cfix_buf text = CFIX_BUF_INIT;
	static const char bad[] = "cfix-series 1\nC\n6:notand\n99:x\n";

	(void)state;
	cfix_diag_sink_init(&sink);
	example_write("whole", NULL);
	cfix_series_add_rule(one, "notand", NOTAND_MESSAGE);
	cfix_series_add_rule(one, "kzalloc", NULL);
	add_change(one, "notand", NULL, tree[0].path, tree[0].before,
		   tree[0].notand);
	add_change(one, "notand", NULL, tree[1].path, tree[1].before,
		   tree[1].notand);
	cfix_series_add_rule(two, "notand", NOTAND_MESSAGE);
	cfix_series_add_rule(two, "kzalloc", NULL);
	add_change(two, "kzalloc", KZALLOC_MESSAGE, tree[0].path,
		   tree[0].notand, tree[0].kzalloc);
	add_change(two, "notand", NULL, "./fs/ext4/inode.c", tree[2].before,
		   tree[2].notand);
	assert_int_equal(cfix_series_save(one, "one.cfix", &sink), 0);
	assert_int_equal(cfix_series_save(two, "two.cfix", &sink), 0);
	assert_int_equal(cfix_buf_read_file(&text, "one.cfix"), 0);
	assert_int_equal(cfix_series_load(merged, "one.cfix", text.data,
					  text.len, &sink), 0);
	cfix_buf_reset(&text);
	assert_int_equal(cfix_buf_read_file(&text, "two.cfix"), 0);
	assert_int_equal(cfix_series_load(merged, "two.cfix", text.data,
					  text.len, &sink), 0);
	assert_int_equal(sink.diags.len, 0);
	assert_int_equal(cfix_series_write(merged, "merged", NULL, &sink), 3);
	run("diff -r whole merged");
	/* two again: its changes are there already */
	assert_int_equal(cfix_series_load(merged, "two.cfix", text.data,
					  text.len, &sink), -1);
	assert_int_equal(sink.diags.len, 1);
	assert_int_equal(cfix_series_load(merged, "bad.cfix", bad,
					  sizeof(bad) - 1, &sink), -1);
	assert_int_equal(cfix_series_load(merged, "short.cfix", "cfix-ser",
					  8, &sink), -1);
	assert_int_equal(sink.diags.len, 3);
	cfix_buf_release(&text);
	cfix_diag_sink_release(&sink);
	cfix_series_free(one);
	cfix_series_free(two);
	cfix_series_free(merged);
}

/* `patch -p1` over the files in name order gives the same tree. */
static void test_series_patch_p1(void **state)
{
	(void)state;
	example_write("out", NULL);
	tree_put("plain");
	run("cd plain && for p in ../out/*.patch; do "
	    "patch -s -p1 <\"$p\" >/dev/null || exit 1; done");
	tree_check_fixed("plain");
	run("test -z \"$(find plain -name '*.orig' -o -name '*.rej')\"");
}

/* A folder holding patches is refused, untouched; other files are fine. */
static void test_series_refuses_folder_with_patches(void **state)
{
	struct cfix_series *series = series_example();
	struct cfix_diag_sink sink;
	struct cfix_buf message = CFIX_BUF_INIT;
	char *names;

	(void)state;
	cfix_diag_sink_init(&sink);
	run("mkdir out && echo old >out/0001-old.patch && echo x >out/README");
	assert_int_equal(cfix_series_write(series, "out", NULL, &sink), -1);
	assert_int_equal(sink.errors, 1);
	cfix_diag_render(&sink.diags.items[0], &message);
	assert_string_equal(message.data,
			    "out: error: patch folder 'out' already holds "
			    "patches ('0001-old.patch'); remove them or choose "
			    "another folder\n");
	names = run_output("ls out");
	assert_string_equal(names, "0001-old.patch\nREADME\n");
	free(names);

	run("rm out/0001-old.patch");
	assert_int_equal(cfix_series_write(series, "out", NULL, &sink), 3);
	names = run_output("ls out | wc -l");
	assert_string_equal(names, "4\n");
	free(names);
	/* its own patches are refused as well: series never mix */
	assert_int_equal(cfix_series_write(series, "out", NULL, &sink), -1);
	names = run_output("ls out | wc -l");
	assert_string_equal(names, "4\n");
	free(names);
	cfix_buf_release(&message);
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

/* A path that is a file cannot be the folder. */
static void test_series_folder_is_file(void **state)
{
	struct cfix_series *series = series_example();
	struct cfix_diag_sink sink;

	(void)state;
	cfix_diag_sink_init(&sink);
	file_put("out", "x", 1);
	assert_int_equal(cfix_series_write(series, "out", NULL, &sink), -1);
	assert_non_null(strstr(sink.diags.items[0].message,
			       "cannot make patch folder 'out'"));
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

/* An empty series writes nothing but makes the folder. */
static void test_series_empty(void **state)
{
	struct cfix_series *series = cfix_series_new();
	struct cfix_diag_sink sink;
	struct stat st;

	(void)state;
	cfix_diag_sink_init(&sink);
	assert_int_equal(cfix_series_count(series), 0);
	assert_int_equal(cfix_series_write(series, "a/b", NULL, &sink), 0);
	assert_int_equal(stat("a/b", &st), 0);
	assert_true(S_ISDIR(st.st_mode));
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
	cfix_series_free(NULL);
}

/* CFIX_PATCH_FROM names the author; bad values are errors. */
static void test_series_environment(void **state)
{
	struct cfix_series *series = series_example();
	struct cfix_diag_sink sink;
	char *text;

	(void)state;
	cfix_diag_sink_init(&sink);
	setenv("CFIX_PATCH_FROM", "Jane Doe <jane@example.org>", 1);
	setenv("SOURCE_DATE_EPOCH", "0", 1);
	assert_int_equal(cfix_series_write(series, "a", NULL, &sink), 3);
	text = file_get("a/0003-platform-x86-wmi-use-kzalloc.patch");
	assert_non_null(strstr(text, "\nFrom: Jane Doe <jane@example.org>\n"
			       "Date: Thu, 1 Jan 1970 00:00:00 +0000\n"));
	free(text);

	setenv("CFIX_PATCH_FROM", "jane", 1);
	assert_int_equal(cfix_series_write(series, "b", NULL, &sink), -1);
	assert_string_equal(sink.diags.items[0].message,
			    "CFIX_PATCH_FROM is not of the form 'Name <email>':"
			    " 'jane'");
	unsetenv("CFIX_PATCH_FROM");
	setenv("SOURCE_DATE_EPOCH", "-5", 1);
	assert_int_equal(cfix_series_write(series, "b", NULL, &sink), -1);
	setenv("SOURCE_DATE_EPOCH", "12x", 1);
	assert_int_equal(cfix_series_write(series, "b", NULL, &sink), -1);
	assert_int_equal(sink.errors, 3);
	assert_string_equal(sink.diags.items[2].message,
			    "SOURCE_DATE_EPOCH is not a number of seconds: "
			    "'12x'");
	assert_int_equal(access("b", F_OK), -1);
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

/*
 * Subject prefixes after kernel habits, file name parts, a rule without
 * a message, a long message cut at a space, and the order: folders
 * sorted within a rule ("" first).
 */
static void test_series_subject_forms(void **state)
{
	static const char *const paths[] = {
		"sound/soc/codecs/wm8994.c", "drivers/gpu/drm/i915/intel_pm.c",
		"net/ipv4/tcp.c", "main.c", "src/dev.c", "sound/pci/hda/hda.c",
		"fs/ext4/ext4.h", "drivers/platform/x86/wmi.c",
	};
	struct cfix_series *series = cfix_series_new();
	struct cfix_diag_sink sink;
	char *subjects;

	(void)state;
	cfix_diag_sink_init(&sink);
	for (size_t i = 0; i < sizeof(paths) / sizeof(*paths); i++)
		add_change(series, "x", "Use a() instead of b()", paths[i],
			   "a\n", "b\n");
	add_change(series, "bare", NULL, "lib/one.c", "a\n", "b\n");
	add_change(series, "bare", NULL, "lib/two.c", "a\n", "b\n");
	add_change(series, "long", "the quick brown fox jumps over the lazy "
		   "dog and then some more words follow.",
		   "kernel/sched/core.c", "a\n", "b\n");
	assert_int_equal(cfix_series_write(series, "out", NULL, &sink), 10);
	subjects = run_output("grep -h '^Subject:' out/*.patch");
	assert_string_equal(subjects,
			    "Subject: [PATCH 01/10] main: use a() instead of "
			    "b()\n"
			    "Subject: [PATCH 02/10] drm/i915: intel_pm: use "
			    "a() instead of b()\n"
			    "Subject: [PATCH 03/10] platform/x86: wmi: use a() "
			    "instead of b()\n"
			    "Subject: [PATCH 04/10] ext4: use a() instead of "
			    "b()\n"
			    "Subject: [PATCH 05/10] ipv4: tcp: use a() instead "
			    "of b()\n"
			    "Subject: [PATCH 06/10] ALSA: hda: use a() instead "
			    "of b()\n"
			    "Subject: [PATCH 07/10] ASoC: codecs: wm8994: use "
			    "a() instead of b()\n"
			    "Subject: [PATCH 08/10] src: dev: use a() instead "
			    "of b()\n"
			    "Subject: [PATCH 09/10] lib: apply cfix rule bare\n"
			    "Subject: [PATCH 10/10] sched: core: fix the quick "
			    "brown fox jumps over the lazy dog and then\n");
	free(subjects);
	subjects = run_output("ls out | sed -n '1p;7p;10p'");
	assert_string_equal(subjects,
			    "0001-main-use-a-instead-of-b.patch\n"
			    "0007-ASoC-codecs-wm8994-use-a-instead-of-b.patch\n"
			    "0010-sched-core-fix-the-quick-brown-fox-jumps-"
			    "over-the-la.patch\n");
	free(subjects);
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

/*
 * git's diffstat layout: a long name shortened to ".../rest", the graph
 * scaled to the width, counts aligned; checked against `git show
 * --stat=72` of the commit `git am` makes.  One patch: "[PATCH]".
 */
static void test_series_diffstat_like_git(void **state)
{
	static const char *const paths[] = {
		"drivers/platform/x86/a-very-long-file-name-that-goes-on-and-"
		"on-and-on-wmi-bmof.c",
		"drivers/platform/x86/wmi.c",
	};
	struct cfix_series *series = cfix_series_new();
	struct cfix_diag_sink sink;
	struct cfix_buf old = CFIX_BUF_INIT, new = CFIX_BUF_INIT;
	char *text;

	(void)state;
	cfix_diag_sink_init(&sink);
	for (int i = 1; i <= 120; i++)
		cfix_buf_addf(&old, "line %d;\n", i);
	for (int i = 1; i <= 120; i++)
		cfix_buf_addf(&new, i % 3 ? "line %d;\n" : "line %d; x\n", i);
	cfix_buf_adds(&new, "extra;\n");
	add_change(series, "r", "fix it", paths[0], "a\nb\n", "a\nc\n");
	add_change(series, "r", "fix it", paths[1], old.data, new.data);
	assert_int_equal(cfix_series_write(series, "out", NULL, &sink), 1);
	text = file_get("out/0001-platform-x86-fix-it.patch");
	assert_non_null(strstr(text, "\nSubject: [PATCH] platform/x86: fix "
			       "it\n"));
	assert_non_null(strstr(text, "\n---\n ...name-that-goes-on-and-on-"
			       "and-on-wmi-bmof.c |  2 +-\n"));
	assert_non_null(strstr(text, "\n 2 files changed, 42 insertions(+), "
			       "41 deletions(-)\n\n"));
	free(text);

	run("mkdir -p tree/drivers/platform/x86");
	assert_int_equal(chdir("tree"), 0);
	file_put(paths[0], "a\nb\n", 4);
	file_put(paths[1], old.data, old.len);
	assert_int_equal(chdir(".."), 0);
	run("cd tree && git init -q && git add . && "
	    "git -c user.name=t -c user.email=t@t commit -q -m base && "
	    GIT_AM " ../out/0001-platform-x86-fix-it.patch && "
	    "git show --stat=72 --format= HEAD >stat && "
	    "sed -n '/^---$/,/^$/p' ../out/*.patch | sed '1d;$d' | cmp - stat");
	cfix_buf_release(&old);
	cfix_buf_release(&new);
	cfix_diag_sink_release(&sink);
	cfix_series_free(series);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_series_file_names, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_subjects, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_whole_patch, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_folder_patch, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_git_am, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_add_order, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_patch_p1, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_save_load, setup,
						teardown),
		cmocka_unit_test_setup_teardown(
			test_series_refuses_folder_with_patches, setup,
			teardown),
		cmocka_unit_test_setup_teardown(test_series_folder_is_file,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_series_empty, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_environment, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_series_subject_forms,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_series_diffstat_like_git,
						setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
