/*
 * Unit tests for the headers' fields and declarations
 * (matchers/match/header_records.c): each answer the same when asked
 * again, in the same search or a new one (both memoized).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "matchers/match/header_records.h"

static char dir[] = "/tmp/cfix-hrec-XXXXXX";

static void put(const char *name, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static int setup(void **state)
{
	(void)state;
	assert_non_null(mkdtemp(dir));
	put("one.h", "#ifndef ONE_H\n#define ONE_H\n"
	    "struct s { int a; unsigned char buf[4]; char *p; };\n"
	    "#ifdef CONFIG_X\nstruct u { int a; };\n#endif\n"
	    "#define FIELD 1\nstruct m { int FIELD; };\n"
	    "struct w { long x; };\n"
	    "typedef unsigned int u32;\n#endif\n");
	put("two.h", "struct s { int a; unsigned char buf[4]; char *p; };\n"
	    "struct w { int x; };\n");
	return 0;
}

static int teardown(void **state)
{
	char path[256];

	(void)state;
	snprintf(path, sizeof(path), "%s/one.h", dir);
	unlink(path);
	snprintf(path, sizeof(path), "%s/two.h", dir);
	unlink(path);
	rmdir(dir);
	return 0;
}

static const char text[] = "#include \"one.h\"\n#include \"two.h\"\n";

/* One field's answer: its type or "NULL: why". */
static char *field(struct cfix_header_search *hs, const char *tag,
		   const char *name)
{
	const char *why = NULL, *where = NULL;
	char *t = cfix__header_field_type(hs, tag, name, &why, &where), *out;

	if (t)
		return t;
	out = malloc(strlen(why) + 7);
	sprintf(out, "NULL: %s", why);
	return out;
}

static void expect(struct cfix_header_search *hs, const char *tag,
		   const char *name, const char *want)
{
	for (int i = 0; i < 2; i++) {	/* the second from the memo */
		char *got = field(hs, tag, name);

		assert_string_equal(got, want);
		free(got);
	}
}

static void test_fields(void **state)
{
	char path[256];

	(void)state;
	snprintf(path, sizeof(path), "%s/f.c", dir);
	for (int round = 0; round < 2; round++) {	/* a new search */
		struct cfix_source_options o = { .directory = dir };
		struct cfix_header_search *hs =
			cfix__header_search_new(path, text, strlen(text), &o);
		const char *why = NULL, *where = NULL;
		char *t;

		expect(hs, "struct s", "a", "int");
		expect(hs, "struct s", "buf", "unsigned char [ ]");
		expect(hs, "struct s", "p", "char *");
		expect(hs, "struct s", "q",
		       "NULL: no declarator of it in the definition");
		expect(hs, "struct u", "a",
		       "NULL: its definition is under an #if");
		expect(hs, "struct m", "FIELD",
		       "NULL: a header #defines the field's name");
		expect(hs, "struct w", "x", "NULL: defined twice otherwise");
		expect(hs, "struct z", "x",
		       "NULL: no definition in the headers it includes");
		for (int i = 0; i < 2; i++) {
			t = cfix__header_decl_type(hs, "u32", false, &why, &where);
			assert_non_null(t);
			assert_string_equal(t, "unsigned int");
			assert_non_null(strstr(where, "one.h"));
			free(t);
			t = cfix__header_decl_type(hs, "u32", true, &why, &where);
			assert_null(t);
		}
		cfix__header_search_free(hs);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fields),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
