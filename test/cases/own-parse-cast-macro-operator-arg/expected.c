/* pcre2's cast macro before an operand inside call arguments */
#define CUS (const unsigned char *)

static int check(const char *name, int n)
{
	int a = compare(CUS name + 1, lookup(n));
	int b = lookup_checked(n + 1);

	return a + b;
}
