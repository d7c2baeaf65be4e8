/* Copies that are not a plain duplicate.  Must not fire. */
#include <stddef.h>
#define GFP_KERNEL 0x10
void *kmalloc(size_t n, int flags);
size_t strlen(const char *s);
char *strcpy(char *d, const char *s);
char *strcat(char *d, const char *s);

char *with_suffix(const char *name)
{
	char *s = 0;

	s = kmalloc(strlen(name) + 5, GFP_KERNEL);	/* room for more */
	if (!s)
		return 0;
	strcpy(s, name);
	strcat(s, ".bak");
	return s;
}

char *other(const char *name, const char *fallback)
{
	char *s;

	s = kmalloc(strlen(name) + 1, GFP_KERNEL);
	if (!s)
		return 0;
	strcpy(s, fallback);				/* another string */
	return s;
}
