/* The output of the seed cases, run through cfix again: a second run over
 * fixed code finds nothing and changes nothing. */
#define ACPI_WMI_METHOD 0x2
#define DEV_ACTIVE 0x1
#define MASK 0xff

struct wmi_block {
    unsigned int flags;
};

int wmi_method_enable(struct wmi_block *block)
{
    if (!(block->flags & ACPI_WMI_METHOD))
        return -1;
    if (!(block->flags
        & ACPI_WMI_METHOD))
        return -2;
    if (!(block->flags /* set by probe() */ & DEV_ACTIVE))
        return -3;
    while (!(block->flags & DEV_ACTIVE))
        block->flags |= DEV_ACTIVE;
    return !(block->flags & MASK);
}
