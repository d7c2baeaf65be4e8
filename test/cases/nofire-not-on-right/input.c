/* `a & !B`: the '!' is on the right operand.  Must not fire. */
#define DEV_ACTIVE 0x1

unsigned int mixed(unsigned int a)
{
    return a & !DEV_ACTIVE;
}
