/* A rule that does not parse: nothing is matched, no file is touched. */
#define DEV_ACTIVE 0x1

int dev_stopped(unsigned int flags)
{
    return !flags & DEV_ACTIVE;
}
