/* png_byte, libpng's typedef of unsigned char, is one byte: a product
 * with its size cannot overflow (libpng's contrib/visupng/PngFile.c,
 * `malloc(ulRowBytes * (*piHeight) * sizeof(png_byte))` after its own
 * overflow guard).  A row-pointer array multiplies by a pointer's size:
 * calloc(). */
#include <stdlib.h>

typedef unsigned char png_byte;

png_byte *image(size_t rowbytes, size_t height)
{
	return malloc(rowbytes * height * sizeof(png_byte));
}

png_byte *row(size_t width)
{
	return malloc(sizeof(png_byte) * width);
}

png_byte **rows(size_t height)
{
	return malloc(height * sizeof(png_byte *));
}
