/* Correct code in a second folder of the walk: nothing to do. */
#define UTIL_SET 0x1

int util_clear(unsigned int v)
{
    return !(v & UTIL_SET);
}
