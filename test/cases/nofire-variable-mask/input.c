/* `!a & b` with b a variable: `b` is not a constant, so C does not bind.
 * (Often deliberate: both sides are booleans.)  Must not fire. */
struct device {
    unsigned int flags;
};

int dev_check(const struct device *dev, unsigned int mask)
{
    unsigned int b = mask;

    return !dev->flags & b;
}
