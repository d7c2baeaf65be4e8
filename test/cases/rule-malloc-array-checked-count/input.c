#include <stdint.h>
#include <stdlib.h>

typedef char XML_Char;

/* expat's xmlwf: the count is checked against SIZE_MAX / size first */
XML_Char *copy_name(size_t charsRequired, XML_Char **toFree)
{
	if (charsRequired > SIZE_MAX / sizeof(XML_Char))
		return NULL;

	*toFree = malloc(charsRequired * sizeof(XML_Char));
	return *toFree;
}

int *checked_expr(size_t n, int *p)
{
	if (n >= SIZE_MAX / sizeof(*p)) {
		return NULL;
	}
	p = malloc(n * sizeof(*p));
	return p;
}

/* not checked: still a finding */
long *unchecked(size_t n, long *p)
{
	p = malloc(n * sizeof(long));
	return p;
}
