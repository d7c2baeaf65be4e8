/* A macro call that is wholly E is ordinary source: the match starts and
 * ends in the file, so the fix is made and the call is kept as written. */
#define DEV_BUSY 0x1
#define FLAGS(d) ((d)->flags)

struct device {
    unsigned int flags;
};

int poll_idle(struct device *dev)
{
    return !(FLAGS(dev) & DEV_BUSY);
}
