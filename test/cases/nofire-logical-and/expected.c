/* `!a && B` is a logical and: a different operator.  Must not fire. */
#define DEV_ACTIVE 0x1

int both(unsigned int a)
{
    return !a && DEV_ACTIVE;
}
