/*M!999999\- enable the sandbox mode */ 
-- MariaDB dump 10.19  Distrib 10.11.19-MariaDB, for debian-linux-gnu (x86_64)
--
-- Host: 127.0.0.1    Database: cloud
-- ------------------------------------------------------
-- Server version	10.11.19-MariaDB-0+deb12u1-log

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET @OLD_CHARACTER_SET_RESULTS=@@CHARACTER_SET_RESULTS */;
/*!40101 SET @OLD_COLLATION_CONNECTION=@@COLLATION_CONNECTION */;
/*!40101 SET NAMES utf8mb4 */;
/*!40103 SET @OLD_TIME_ZONE=@@TIME_ZONE */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_FOREIGN_KEY_CHECKS=@@FOREIGN_KEY_CHECKS, FOREIGN_KEY_CHECKS=0 */;
/*!40101 SET @OLD_SQL_MODE=@@SQL_MODE, SQL_MODE='NO_AUTO_VALUE_ON_ZERO' */;
/*!40111 SET @OLD_SQL_NOTES=@@SQL_NOTES, SQL_NOTES=0 */;

--
-- Dumping data for table `network_offerings`
--

LOCK TABLES `network_offerings` WRITE;
/*!40000 ALTER TABLE `network_offerings` DISABLE KEYS */;
INSERT INTO `network_offerings` VALUES
(1,'System-Public-Network','203ba7a8-7f22-4e2a-ac9f-e6b6a7625fb0','System-Public-Network','System Offering for System-Public-Network',0,0,'Public',NULL,1,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Required',1,0,0,0,'Enabled',NULL,0,1,0,1,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(2,'System-Management-Network','dc96039f-2e39-4a62-974c-ffe01b8e8fd2','System-Management-Network','System Offering for System-Management-Network',0,0,'Management',NULL,1,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Required',1,0,0,0,'Enabled',NULL,0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(3,'System-Control-Network','a27c2fed-b49b-4f1c-9076-c9be917a7722','System-Control-Network','System Offering for System-Control-Network',0,0,'Control',NULL,1,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Required',1,0,0,0,'Enabled',NULL,0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(4,'System-Storage-Network','1b28f1f4-2248-42b2-9892-8078546e0d77','System-Storage-Network','System Offering for System-Storage-Network',0,0,'Storage',NULL,1,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Required',1,0,0,0,'Enabled',NULL,0,1,0,1,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(5,'System-Private-Gateway-Network-Offering','14b6a6d3-7572-4710-804c-4494d29e8093','System-Private-Gateway-Network-Offering','System Offering for System-Private-Gateway-Network-Offering',0,0,'Guest',NULL,1,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(6,'System-Private-Gateway-Network-Offering-Without-Vlan','54f4045f-a6a5-4529-a319-b9219067baf6','System-Private-Gateway-Network-Offering-Without-Vlan','System Offering for System-Private-Gateway-Network-Offering-Without-Vlan',0,0,'Guest',NULL,1,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(7,'DefaultSharedNetworkOfferingWithSGService','c4269f15-f943-4c9d-8897-2e54bf4cd5d0','DefaultSharedNetworkOfferingWithSGService','Offering for Shared Security group enabled networks',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Shared',0,1,0,1,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(8,'DefaultSharedNetworkOffering','643b8546-a3ac-49bb-af16-e47c89ffd1c9','DefaultSharedNetworkOffering','Offering for Shared networks',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Shared',0,1,0,1,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(9,'DefaultTungstenSharedNetworkOfferingWithSGService','b6555aa3-7459-488e-b66b-4063da825a82','DefaultTungstenSharedNetworkOfferingWithSGService','Offering for Tungsten Shared Security group enabled networks',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Shared',0,1,0,1,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(10,'DefaultIsolatedNetworkOfferingWithSourceNatService','d2f26fa7-e051-4017-b7ee-ffde8d21868a','DefaultIsolatedNetworkOfferingWithSourceNatService','Offering for Isolated networks with Source Nat service enabled',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Required',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,0,NULL,1,NULL,NULL,0),
(11,'DefaultIsolatedNetworkOffering','a36a854e-5997-4a15-959a-f80fae914fbd','DefaultIsolatedNetworkOffering','Offering for Isolated networks with no Source Nat service',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,1,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(12,'DefaultSharedNetscalerEIPandELBNetworkOffering','9a945786-510c-4c5f-8e15-e3ba99d26837','DefaultSharedNetscalerEIPandELBNetworkOffering','Offering for Shared networks with Elastic IP and Elastic LB capabilities',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',0,0,0,0,'Enabled','Shared',1,1,1,1,0,0,0,1,0,NULL,0,0,0,0,NULL,1,NULL,NULL,0),
(13,'DefaultIsolatedNetworkOfferingForVpcNetworks','05f2d16a-66be-4959-ae0f-da89ddc5fde6','DefaultIsolatedNetworkOfferingForVpcNetworks','Offering for Isolated Vpc networks with Source Nat service enabled',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,1,NULL,1,NULL,NULL,0),
(14,'DefaultIsolatedNetworkOfferingForVpcNetworksNoLB','730144d8-fed9-48f0-ba21-5df5d27eebff','DefaultIsolatedNetworkOfferingForVpcNetworksNoLB','Offering for Isolated Vpc networks with Source Nat service enabled and LB service Disabled',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,0,0,NULL,0,0,0,1,NULL,0,NULL,NULL,0),
(15,'DefaultIsolatedNetworkOfferingForVpcNetworksWithInternalLB','48f216bc-00c0-4e0d-8af4-1f8e760cef8f','DefaultIsolatedNetworkOfferingForVpcNetworksWithInternalLB','Offering for Isolated Vpc networks with Internal LB support',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,1,0,0,NULL,0,0,0,1,NULL,0,NULL,NULL,0),
(16,'DefaultL2NetworkOffering','99a4aff9-909e-4cf8-b28c-a3d3c93dcf62','DefaultL2NetworkOffering','Offering for L2 networks',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','L2',0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(17,'DefaultL2NetworkOfferingVlan','63582a30-b0b4-4901-9995-1b3a9726c8a9','DefaultL2NetworkOfferingVlan','Offering for L2 networks VLAN',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','L2',0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(18,'DefaultL2NetworkOfferingConfigDrive','3db4cb88-2eb4-4ee1-ae91-2c6190c1d6fd','DefaultL2NetworkOfferingConfigDrive','Offering for L2 networks with config drive user data',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','L2',0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(19,'DefaultL2NetworkOfferingConfigDriveVlan','4c7cf22e-42b0-4ee6-be2f-a94a9fb2c8c9','DefaultL2NetworkOfferingConfigDriveVlan','Offering for L2 networks with config drive user data VLAN',NULL,NULL,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','L2',0,1,0,0,0,0,0,0,0,NULL,0,0,0,0,NULL,0,NULL,NULL,0),
(20,'DefaultNATNSXNetworkOffering','097b5a11-6f29-42c9-9a7c-66ccadc41489','DefaultNATNSXNetworkOffering','Offering for NSX enabled networks - NAT mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,0,NULL,0,'NATTED',NULL,0),
(21,'DefaultRoutedNSXNetworkOffering','aabe9b83-6738-4246-8419-42650d38fe7b','DefaultRoutedNSXNetworkOffering','Offering for NSX enabled networks - ROUTED mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,0,NULL,0,'ROUTED',NULL,0),
(22,'DefaultNATNSXNetworkOfferingForVpc','09a7d7c3-7162-4a93-8c09-71f5a9a7470d','DefaultNATNSXNetworkOfferingForVpc','Offering for NSX enabled networks on VPCs - NAT mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,1,NULL,0,'NATTED',NULL,0),
(23,'DefaultRoutedNSXNetworkOfferingForVpc','8d0a39af-7319-42fc-9f3e-1d2a3859de8f','DefaultRoutedNSXNetworkOfferingForVpc','Offering for NSX enabled networks on VPCs - ROUTED mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,1,NULL,0,'ROUTED',NULL,0),
(24,'DefaultNATNSXNetworkOfferingForVpcWithInternalLB','9e6de849-e2f0-4cbf-8e29-5ecb873c2032','DefaultNATNSXNetworkOfferingForVpcWithInternalLB','Offering for NSX enabled networks on VPCs with internal LB - NAT mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,1,0,0,NULL,0,0,0,1,NULL,0,'NATTED',NULL,0),
(25,'DefaultRoutedNetrisNetworkOfferingForVpc','1f20b49d-a655-4705-9133-5f3b68f197e2','DefaultRoutedNetrisNetworkOfferingForVpc','Offering for Netris enabled networks on VPCs - ROUTED mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,1,NULL,0,'ROUTED',NULL,0),
(26,'DefaultNATNetrisNetworkOfferingForVpc','0f97d4dc-621b-46c1-9ce8-633f90457894','DefaultNATNetrisNetworkOfferingForVpc','Offering for Netris enabled networks on VPCs - NAT mode',NULL,NULL,'Guest',NULL,0,0,NULL,0,'2026-12-03 18:27:44',NULL,1,'Optional',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,0,NULL,0,0,0,1,NULL,1,'NATTED',NULL,0),
(27,'QuickCloudNoServices','b24672bd-ef3d-4a7d-b8c4-495e8dee5f46','QuickCloudNoServices','Offering for QuickCloud with no services',NULL,10,'Guest',NULL,0,1,NULL,1,'2026-12-03 18:27:44',NULL,1,'Optional',0,0,0,0,'Enabled','Shared',0,0,0,1,0,0,0,0,0,NULL,1,0,0,0,NULL,0,NULL,NULL,0),
(28,'DefaultNetworkOfferingforKubernetesService','2af78e3c-0fac-4e9f-ab0c-f3d19c665df9','DefaultNetworkOfferingforKubernetesService','Network Offering used for CloudStack Kubernetes service',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:54',NULL,1,'Required',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,1,NULL,0,0,0,0,NULL,1,NULL,NULL,0),
(29,'DefaultNSXNetworkOfferingforKubernetesService','168c7764-74e9-4a23-a30a-722bae88f619','DefaultNSXNetworkOfferingforKubernetesService','Network Offering for NSX CloudStack Kubernetes Service',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:54',NULL,1,'Required',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,1,NULL,0,0,0,0,NULL,1,'NATTED',NULL,0),
(30,'DefaultNSXVPCNetworkOfferingforKubernetesService','0ad7615b-157c-4eb2-b235-2580a20f66a6','DefaultNSXVPCNetworkOfferingforKubernetesService','Network Offering for NSX CloudStack Kubernetes service on VPC',NULL,NULL,'Guest',NULL,0,0,NULL,1,'2026-12-03 18:27:54',NULL,1,'Required',1,0,0,0,'Enabled','Isolated',0,1,0,0,0,0,0,1,1,NULL,0,0,0,1,NULL,1,'NATTED',NULL,0);
/*!40000 ALTER TABLE `network_offerings` ENABLE KEYS */;
UNLOCK TABLES;

--
-- Dumping data for table `data_center`
--

LOCK TABLES `data_center` WRITE;
/*!40000 ALTER TABLE `data_center` DISABLE KEYS */;
INSERT INTO `data_center` VALUES
(1,'e2e-zone','f2c67206-d13f-45e9-8a3c-d7b9b263d468',NULL,'8.8.8.8',NULL,'8.8.8.8',NULL,NULL,NULL,'02:00:00:00:00:01',507,NULL,NULL,NULL,'Basic','VirtualRouter',NULL,NULL,'VirtualRouter','ElasticLoadBalancerVm',NULL,'VirtualRouter','Enabled','eebe6b72-5859-3d31-9386-9fd5a19b2b6e',1,0,NULL,NULL,NULL,NULL,'Disabled',NULL,NULL,0,'Core',NULL);
/*!40000 ALTER TABLE `data_center` ENABLE KEYS */;
UNLOCK TABLES;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;

/*!40101 SET SQL_MODE=@OLD_SQL_MODE */;
/*!40014 SET FOREIGN_KEY_CHECKS=@OLD_FOREIGN_KEY_CHECKS */;
/*!40101 SET CHARACTER_SET_CLIENT=@OLD_CHARACTER_SET_CLIENT */;
/*!40101 SET CHARACTER_SET_RESULTS=@OLD_CHARACTER_SET_RESULTS */;
/*!40101 SET COLLATION_CONNECTION=@OLD_COLLATION_CONNECTION */;
/*!40111 SET SQL_NOTES=@OLD_SQL_NOTES */;

-- Dump completed on 2026-12-03 18:32:03
