/* freetype's psaux/psconv.c: a macro giving an operator */
#if 'A' == 65
#define OP  <
#else
#define OP  >=
#endif

static int skip_spaces(const unsigned char *p, const unsigned char *limit)
{
	while (p < limit) {
		if (IS_PS_SPACE(*p) || *p OP 0x80)
			return advance_by(p, 1);
		p++;
	}
	return 0;
}
