/* The match lies in a macro's definition: rewriting it would change every
 * expansion, which the user may not expect, so cfix reports it with a note
 * saying why and leaves the file alone. */
#define DEV_BUSY 0x1
#define dev_idle(d) (!(d)->flags & DEV_BUSY)

struct device {
    unsigned int flags;
};

int poll_idle(struct device *dev)
{
    return dev_idle(dev);
}
