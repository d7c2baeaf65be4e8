/* The mask is a macro: it stays a name in the fix.  DEV_ERRORS expands to
 * an expression, not a literal; irq_pending is not ALL_CAPS, but clang knows
 * its expansion is a constant expression, so it is a `constant` too. */
#define DEV_OVERRUN 0x10
#define DEV_UNDERRUN 0x20
#define DEV_ERRORS (DEV_OVERRUN | DEV_UNDERRUN)
#define irq_pending (1u << 3)

struct device {
    unsigned int status;
};

int dev_healthy(const struct device *dev)
{
    return !(dev->status & DEV_ERRORS);
}

int dev_quiet(const struct device *dev)
{
    return !(dev->status & irq_pending);
}
