// SPDX-License-Identifier: GPL-3.0-or-later
// Disc images as a DataSource (data_source.hpp): the ISO 9660 file system of an .iso
// (2048-byte sectors) or of a raw .bin described by its .cue (MODE1/2352, MODE2/2352 form 1),
// read with libcdio's libiso9660. The only file that includes libcdio.
#pragma once

#include <memory>
#include <string>

#include "rf/data/data_source.hpp"

namespace rf {

// Throws DataSourceError "IMAGE: cannot read an ISO 9660 file system (...)".
std::unique_ptr<DataSource> openDiscImage(const std::string& path);

// Whether a disc image is whole (`rf data check`): an .iso against its volume space size
// (the primary volume descriptor's sectors x block size), a .cue's (or a .bin's .cue's) tracks
// against its .bin's size (every track's start inside it; the data track's volume inside it).
// "" when whole (or not an image), else one line naming the image and the shortfall in bytes.
std::string discImageShortfall(const std::string& path);

}  // namespace rf
