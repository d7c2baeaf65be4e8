/* The pattern as a returned value. */
#define MASK 0xff

int low_byte_clear(unsigned int x)
{
    return !(x & MASK);
}
