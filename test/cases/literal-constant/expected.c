/* A literal mask, hexadecimal and with a suffix. */
int status_clear(unsigned int status)
{
    if (!(status & 0x80))
        return 1;
    return !(status & 4u);
}
