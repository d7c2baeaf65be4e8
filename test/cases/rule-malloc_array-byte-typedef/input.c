/* A product with the size of a one-byte type cannot overflow: uint8_t
 * and the usual typedefs of unsigned char, BYTE (zstd's tests/fuzzer.c,
 * read without its headers) and u8.  The last function multiplies by a
 * wider type: calloc(). */
#include <stdint.h>
#include <stdlib.h>

typedef unsigned char BYTE;
typedef uint8_t u8;

void *bytes(size_t n)
{
	return malloc(n * sizeof(BYTE));
}

void *table(size_t size)
{
	u8 *symbols = malloc(size * sizeof(u8));
	return symbols;
}

void *raw(size_t n)
{
	return malloc(sizeof(uint8_t) * n);
}

void *words(size_t n)
{
	return malloc(n * sizeof(uint16_t));
}
