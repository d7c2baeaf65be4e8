/* dev_active is defined only on the command line (after `--`).  It is not
 * ALL_CAPS, so only a parse that honours -D knows it is a constant. */
int dev_stopped(unsigned int flags)
{
    return !(flags & dev_active);
}
