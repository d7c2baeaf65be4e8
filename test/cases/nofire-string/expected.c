/* The pattern inside string and character literals is not code.
 * Must not fire. */
#define DEV_ACTIVE 0x1

int puts(const char *s);

void explain(void)
{
    puts("never write !dev->flags & DEV_ACTIVE");
    puts("!x & MASK" "!y & MASK");
}

int sign(void)
{
    return '!' & DEV_ACTIVE;
}
