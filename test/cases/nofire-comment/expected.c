/* The pattern inside comments is not code.  Must not fire:
 *     if (!dev->flags & DEV_ACTIVE)
 */
#define DEV_ACTIVE 0x1

struct device {
    unsigned int flags;
};

int dev_stopped(const struct device *dev)
{
    // old: return !dev->flags & DEV_ACTIVE;
    return !(dev->flags /* not !dev->flags & DEV_ACTIVE */ & DEV_ACTIVE);
}
