/* pcre2's maint/ucptest.c: a cast macro before a call */
#define CUS (const unsigned char *)

static void show(int script)
{
	const unsigned char *scriptname = CUS get_propname(script, PT_SC);
	const unsigned char *plain = get_propname(script, PT_ANY);

	print_names(scriptname, plain);
}
