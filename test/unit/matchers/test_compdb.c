/*
 * Unit tests for compile databases (matchers/compdb.c): finding the
 * nearest compile_commands.json, a file's own command with output flags
 * removed, a neighbour's command for a file the database lacks, the
 * allow-list of options (test_allow_list: each kept and dropped form).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "matchers/matchers.h"

struct fixture {
	char root[64];		/* a temporary folder */
	struct cfix_diag_sink sink;
	struct cfix_buf buf;
};

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static char *at(struct fixture *fx, const char *rel)
{
	return cfix_xasprintf("%s/%s", fx->root, rel);
}

static void make_dir(struct fixture *fx, const char *rel)
{
	char *path = at(fx, rel);

	assert_int_equal(mkdir(path, 0755), 0);
	free(path);
}

static void touch(struct fixture *fx, const char *rel)
{
	char *path = at(fx, rel);

	write_file(path, "int x;\n");
	free(path);
}

/*
 * root/proj/build/compile_commands.json lists src/a.c and lib/deep/c.c;
 * src/b.c and lib/other.c exist but are not listed.
 */
static int setup(void **state)
{
	struct fixture *fx = calloc(1, sizeof(*fx));
	char *json;
	char *text;

	strcpy(fx->root, "/tmp/cfix-compdb-XXXXXX");
	assert_non_null(mkdtemp(fx->root));
	cfix_diag_sink_init(&fx->sink);
	cfix_buf_init(&fx->buf);
	make_dir(fx, "proj");
	make_dir(fx, "proj/build");
	make_dir(fx, "proj/src");
	make_dir(fx, "proj/lib");
	make_dir(fx, "proj/lib/deep");
	touch(fx, "proj/src/a.c");
	touch(fx, "proj/src/b.c");
	touch(fx, "proj/lib/other.c");
	touch(fx, "proj/lib/deep/c.c");
	text = cfix_xasprintf(
		"[\n"
		" {\"directory\": \"%s/proj/build\",\n"
		"  \"command\": \"gcc -DA=1 -I../include -Wp,-MMD,dep.d -c "
		"-o a.o -MD -MF a.d ../src/a.c -Werror\",\n"
		"  \"file\": \"../src/a.c\"},\n"
		" {\"directory\": \"%s/proj/build\",\n"
		"  \"arguments\": [\"cc\", \"-DC\", \"-c\", \"%s/proj/lib/deep/c.c\","
		" \"-oc.o\", \"-std=gnu11\"],\n"
		"  \"file\": \"%s/proj/lib/deep/c.c\"}\n"
		"]\n",
		fx->root, fx->root, fx->root, fx->root);
	json = at(fx, "proj/build/compile_commands.json");
	write_file(json, text);
	free(json);
	free(text);
	*state = fx;
	return 0;
}

static int teardown(void **state)
{
	struct fixture *fx = *state;
	char *cmd = cfix_xasprintf("rm -rf '%s'", fx->root);

	assert_int_equal(system(cmd), 0);
	free(cmd);
	cfix_buf_release(&fx->buf);
	cfix_diag_sink_release(&fx->sink);
	free(fx);
	return 0;
}

/* what cfix adds to every database command */
#define NO_NEWS " -Wno-unknown-warning-option"

static const char *joined(struct fixture *fx,
			  const struct cfix_compile_args *args)
{
	cfix_buf_reset(&fx->buf);
	for (int i = 0; i < args->nargs; i++)
		cfix_buf_addf(&fx->buf, "%s%s", i ? " " : "", args->args[i]);
	return fx->buf.data;
}

static struct cfix_compdb *load(struct fixture *fx)
{
	char *dir = at(fx, "proj/build");
	struct cfix_compdb *db = cfix_compdb_load(dir, &fx->sink);

	free(dir);
	assert_non_null(db);
	return db;
}

static void test_find_build_subfolder(void **state)
{
	struct fixture *fx = *state;
	char *file = at(fx, "proj/src/a.c");
	char *want = at(fx, "proj/build");
	char *found = cfix_compdb_find(file);

	/* src/ has none, proj/ has none but proj/build/ has one */
	assert_non_null(found);
	assert_string_equal(found, want);
	free(found);
	free(file);
	free(want);
}

static void test_find_nearest_wins(void **state)
{
	struct fixture *fx = *state;
	char *file = at(fx, "proj/lib/deep/c.c");
	char *json = at(fx, "proj/lib/compile_commands.json");
	char *want = at(fx, "proj/lib");
	char *found;

	write_file(json, "[]\n");
	found = cfix_compdb_find(file);
	assert_non_null(found);
	assert_string_equal(found, want);
	free(found);
	free(file);
	free(json);
	free(want);
}

static void test_find_none(void **state)
{
	(void)state;
	/* /tmp and / have no compile_commands.json on the test machine */
	char *found = cfix_compdb_find("/tmp/cfix-no-such-dir/x.c");

	assert_null(found);
}

static void test_load_missing(void **state)
{
	struct fixture *fx = *state;
	char *dir = at(fx, "proj/src");

	assert_null(cfix_compdb_load(dir, &fx->sink));
	assert_int_equal(fx->sink.errors, 1);
	assert_non_null(strstr(fx->sink.diags.items[0].message,
			       "no compile_commands.json in"));
	free(dir);
}

static void test_own_command(void **state)
{
	struct fixture *fx = *state;
	struct cfix_compdb *db = load(fx);
	struct cfix_compile_args args;
	char *file = at(fx, "proj/src/a.c");
	char *dir = at(fx, "proj/build");

	assert_int_equal(cfix_compdb_args(db, file, &args), 0);
	assert_string_equal(joined(fx, &args), "-DA=1 -I../include -Werror" NO_NEWS);
	assert_string_equal(args.directory, dir);
	cfix_compile_args_release(&args);
	cfix_compdb_free(db);
	free(file);
	free(dir);
}

static void test_arguments_form(void **state)
{
	struct fixture *fx = *state;
	struct cfix_compdb *db = load(fx);
	struct cfix_compile_args args;
	char *file = at(fx, "proj/lib/deep/c.c");

	assert_int_equal(cfix_compdb_args(db, file, &args), 0);
	assert_string_equal(joined(fx, &args), "-DC -std=gnu11" NO_NEWS);
	cfix_compile_args_release(&args);
	cfix_compdb_free(db);
	free(file);
}

static void test_borrow_same_folder(void **state)
{
	struct fixture *fx = *state;
	struct cfix_compdb *db = load(fx);
	struct cfix_compile_args args;
	char *file = at(fx, "proj/src/b.c");

	assert_int_equal(cfix_compdb_args(db, file, &args), 1);
	assert_string_equal(joined(fx, &args), "-DA=1 -I../include -Werror" NO_NEWS);
	cfix_compile_args_release(&args);
	cfix_compdb_free(db);
	free(file);
}

static void test_borrow_longest_prefix(void **state)
{
	struct fixture *fx = *state;
	struct cfix_compdb *db = load(fx);
	struct cfix_compile_args args;
	char *file = at(fx, "proj/lib/other.c");

	/* proj/lib/ is shared with lib/deep/c.c, only proj/ with src/a.c */
	assert_int_equal(cfix_compdb_args(db, file, &args), 1);
	assert_string_equal(joined(fx, &args), "-DC -std=gnu11" NO_NEWS);
	cfix_compile_args_release(&args);
	cfix_compdb_free(db);
	free(file);
}

static void test_empty_database(void **state)
{
	struct fixture *fx = *state;
	char *json = at(fx, "proj/src/compile_commands.json");
	char *dir = at(fx, "proj/src");
	char *file = at(fx, "proj/src/a.c");
	struct cfix_compdb *db;
	struct cfix_compile_args args;

	write_file(json, "[]\n");
	db = cfix_compdb_load(dir, &fx->sink);
	assert_non_null(db);
	assert_int_equal(cfix_compdb_args(db, file, &args), -1);
	assert_int_equal(args.nargs, 0);
	cfix_compile_args_release(&args);
	cfix_compdb_free(db);
	free(json);
	free(dir);
	free(file);
}

/*
 * One database command holding each kind of option once; the allow-list
 * keeps those a parse needs (joined and separate forms) and drops every
 * other, with its separate value.
 */
static const char *const mixed_args[] = {
	"cc", "-DA", "-D", "B=1", "-UC", "-U", "D", "-Iinc", "-I", "inc2",
	"-iquote", "q", "-iquoteq2", "-isystem", "s", "-isystems2",
	"-idirafter", "a", "-include", "h.h", "-includeh2.h",
	"-imacros", "m.h", "-std=gnu11", "--target=x86_64-linux-gnu",
	"-target", "x86_64-linux-gnu", "-march=x86-64", "-mregparm=3",
	"-fno-strict-aliasing", "-fms-extensions", "-Wall",
	"-Wno-maybe-uninitialized", "-nostdinc", "-x", "c", "-xc", "-O2",
	"-pthread", "-isystem-after", "sa", "-iwithprefixbefore", "wb",
	/* the rest must go, values and all */
	"-MJ", "/tmp/mj.json", "-MJ/tmp/mj2.json", "-MD", "-MMD", "-MF",
	"dep.d", "-MT", "t", "-MQ", "q", "-M", "-MM", "-MP", "-MG",
	"-Xclang", "-dependency-dot", "-Xclang", "/tmp/dot",
	"-Xclang", "-header-include-file", "-Xclang", "/tmp/hdr",
	"-Xclang", "-load", "-Xclang", "/tmp/plugin.so",
	"-Xpreprocessor", "-Ievil", "-Xlinker", "-Ievil", "-X",
	"-Xarch_arm64", "-Ievil", "-Wp,-MMD,/tmp/d", "-Wp,-DEVIL",
	"-Wl,-rpath,x", "-Wa,--noexecstack", "-fplugin=/tmp/p.so",
	"-fplugin-arg-p-x", "-fpass-plugin=/tmp/p.so", "-load", "/tmp/p.so",
	"-mllvm", "-info-output-file=/tmp/s", "-B", "/tmp/bin", "-B/tmp/b",
	"--config", "/tmp/c.cfg", "--config=/tmp/c.cfg", "@/tmp/resp",
	"-specs=/tmp/s.specs", "-o", "/tmp/o.o", "-o/tmp/o2.o", "-c",
	"-save-temps", "-save-temps=obj", "-ftime-trace",
	"-ftime-trace-granularity=1", "-ftime-trace=/tmp/t.json",
	"-fprofile-generate=/tmp/p", "-fprofile-instr-generate",
	"-fcrash-diagnostics-dir=/tmp/c", "-fcrash-diagnostics=all",
	"-dependency-file", "/tmp/d", "-dependency-dot", "/tmp/d2",
	"--serialize-diagnostics", "/tmp/sd", "-include-pch", "/tmp/x.pch",
	"-ivfsoverlay", "/tmp/o.yaml", "-fmodules", "-fmodules-cache-path=/tmp",
	"-fsave-optimization-record", "-fsanitize-ignorelist=/tmp/l",
	"-working-directory", "/tmp", "--param", "max-inline=1", "-g",
	"-fstack-usage", "-ftime-report", "-fproc-stat-report=/tmp/r",
	"x.c", "-I",
};

static void test_allow_list(void **state)
{
	struct fixture *fx = *state;
	struct cfix_buf json = CFIX_BUF_INIT;
	char *dir = at(fx, "proj/lib");
	char *file = at(fx, "proj/lib/x.c");
	struct cfix_compdb *db;
	struct cfix_compile_args args;

	cfix_buf_addf(&json, "[{\"directory\": \"%s\", \"file\": \"x.c\", "
		      "\"arguments\": [", dir);
	for (size_t i = 0; i < sizeof(mixed_args) / sizeof(*mixed_args); i++)
		cfix_buf_addf(&json, "%s\"%s\"", i ? ", " : "", mixed_args[i]);
	cfix_buf_adds(&json, "]}]\n");
	free(dir);
	dir = at(fx, "proj/lib/compile_commands.json");
	write_file(dir, json.data);
	free(dir);
	dir = at(fx, "proj/lib");
	db = cfix_compdb_load(dir, &fx->sink);
	assert_non_null(db);
	assert_int_equal(cfix_compdb_args(db, file, &args), 0);
	assert_string_equal(joined(fx, &args),
			    "-DA -D B=1 -UC -U D -Iinc -I inc2 -iquote q "
			    "-iquoteq2 -isystem s -isystems2 -idirafter a "
			    "-include h.h -includeh2.h -imacros m.h "
			    "-std=gnu11 --target=x86_64-linux-gnu "
			    "-target x86_64-linux-gnu -march=x86-64 "
			    "-mregparm=3 -fno-strict-aliasing -fms-extensions "
			    "-Wall -Wno-maybe-uninitialized -nostdinc -x c "
			    "-xc -O2 -pthread -isystem-after sa "
			    "-iwithprefixbefore wb" NO_NEWS);
	cfix_compile_args_release(&args);
	cfix_compdb_free(db);
	cfix_buf_release(&json);
	free(dir);
	free(file);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_find_build_subfolder, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_find_nearest_wins, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_find_none, setup, teardown),
		cmocka_unit_test_setup_teardown(test_load_missing, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_own_command, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_arguments_form, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_borrow_same_folder, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_borrow_longest_prefix, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_empty_database, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_allow_list, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
