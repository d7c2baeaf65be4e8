/* pcre2's maint/ucptest.c: a cast macro before a call */
#define CUS (const unsigned char *)

static void show(int script)
{
	const unsigned char *scriptname = CUS propname_of(PT_SC, script);
	const unsigned char *plain = propname_of(PT_ANY, script);

	print_names(scriptname, plain);
}
