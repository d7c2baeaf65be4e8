/* file's `#define file_private static`: a macro standing for a storage
 * class before a qualifier and a type name the file declares */
#define file_private static

typedef unsigned char u8;

file_private const u8 *
find_byte(const u8 *p, const u8 *e, int c)
{
	while (p < e && *p != c)
		p = new_next(p);
	return p;
}

file_private const void *
skip_byte(const u8 *p)
{
	return new_next(p);
}
