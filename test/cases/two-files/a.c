/* Several files in one run: one diff holding both, which patch -p1 and
 * git apply accept. */
#define A_READY 0x1

int a_wait(unsigned int status)
{
    return !status & A_READY;
}
