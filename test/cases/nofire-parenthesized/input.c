/* Already right: the mask is tested, then negated.  Must not fire. */
#define DEV_ACTIVE 0x1

struct device {
    unsigned int flags;
};

int dev_stopped(const struct device *dev)
{
    return !(dev->flags & DEV_ACTIVE);
}
