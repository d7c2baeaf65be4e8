/* The match lies partly inside a macro expansion: the '!' and E come from
 * NOT_FLAGS(), the '& C' is in the file.  No rewrite can add the '(' inside
 * the macro without changing it, so cfix reports with a note and leaves the
 * file alone. */
#define DEV_BUSY 0x1
#define NOT_FLAGS(d) !(d)->flags

struct device {
    unsigned int flags;
};

int poll_idle(struct device *dev)
{
    return NOT_FLAGS(dev) & DEV_BUSY;
}
