/* A good file after a bad one in the same run: still found and fixed. */
#define DEV_ACTIVE 0x1

int dev_stopped(unsigned int flags)
{
    return !flags & DEV_ACTIVE;
}
