/* Comments inside the match stay where they are (spatch drops them). */
#define DEV_ACTIVE 0x1

struct device {
    unsigned int flags;
};

int dev_stopped(const struct device *dev)
{
    if (!dev->flags /* set by probe() */ & DEV_ACTIVE)
        return 1;
    if (!dev->flags &   /* only the ACTIVE bit matters */
        DEV_ACTIVE)
        return 2;
    return 0;
}
